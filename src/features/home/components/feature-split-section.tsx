import { SERVICE_IMAGE_SIZES } from '@/content/illustrations'
import type { FeatureSection } from '@/content/home'
import { cn } from '@/lib/utils'
import { SectionHeading } from '@/components/marketing/section-heading'

type FeatureSplitSectionProps = {
  id: string
  section: FeatureSection
  className?: string
}

/** Copy and feature list beside an illustration; `reversed` puts the illustration first on large screens. */
export function FeatureSplitSection({ id, section, className }: FeatureSplitSectionProps) {
  const titleId = `${id}-title`
  return (
    <section id={id} aria-labelledby={titleId} className={cn('py-16 sm:py-24', className)}>
      <div className="container grid max-w-6xl items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={cn(section.reversed && 'lg:order-last')}>
          <SectionHeading
            id={titleId}
            title={section.title}
            description={section.description}
            align="left"
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {section.features.map(({ icon: Icon, title, description }) => (
              <li key={title} className="flex gap-4 sm:block">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-foreground sm:mt-3">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                    {description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <img
          src={section.image.src}
          srcSet={section.image.srcSet}
          sizes={SERVICE_IMAGE_SIZES}
          alt={section.imageAlt}
          width={section.image.width}
          height={section.image.height}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xl rounded-2xl border shadow-xl shadow-primary/5"
        />
      </div>
    </section>
  )
}
