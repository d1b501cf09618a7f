import { customerLogos } from '@/content/customer-logos'
import { cn } from '@/lib/utils'

type CustomerLogosProps = { className?: string }

export function CustomerLogos({ className }: CustomerLogosProps) {
  return (
    <section aria-labelledby="customers-heading" className={cn('py-12 md:py-16', className)}>
      <div className="container">
        <h2
          id="customers-heading"
          className="text-center text-sm font-semibold uppercase tracking-wider text-muted-foreground"
        >
          Our Platform is used by
        </h2>
        <ul className="mx-auto mt-8 grid max-w-4xl grid-cols-2 items-center gap-x-6 gap-y-8 md:grid-cols-4">
          {customerLogos.map((logo) => (
            <li key={logo.name} className="flex justify-center">
              <img
                src={logo.src}
                srcSet={logo.srcSet}
                sizes="(min-width: 768px) 144px, 128px"
                alt={`${logo.name} (${logo.kind.toLowerCase()})`}
                width={logo.width}
                height={logo.height}
                loading="lazy"
                className="h-8 w-auto opacity-80 md:h-9"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
