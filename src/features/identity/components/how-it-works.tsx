import { identityOverview as copy } from '@/content/identity-resolution'
import { SectionHeading } from '@/components/marketing/section-heading'

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="bg-muted py-16 md:py-24">
      <div className="container">
        <SectionHeading
          id="how-heading"
          eyebrow="The process"
          title={copy.howHeading}
          description={copy.howIntro}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative rounded-xl border bg-white p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span aria-hidden="true" className="text-4xl font-extrabold text-primary/70">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1.5 text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
