import { identityOffer as copy } from '@/content/identity-resolution'
import { PageSection } from '@/components/marketing/page-section'

export function EmailSequence() {
  return (
    <PageSection
      id="email-sequence"
      heading={{
        id: 'sequence-heading',
        eyebrow: 'Included',
        title: copy.sequenceHeading,
        description: copy.sequenceIntro,
      }}
      tone="muted"
    >
      <ol className="relative mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-4">
        <span
          aria-hidden="true"
          className="absolute left-5 top-5 hidden h-0.5 w-[calc(75%+1.125rem)] bg-primary/20 md:block"
        />
        {copy.sequence.map((phase, index) => (
          <li key={phase.days} className="relative flex gap-4 md:block">
            <span className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white ring-4 ring-muted">
              {index + 1}
            </span>
            <div className="md:mt-4">
              <p className="text-sm font-semibold text-primary">{phase.days}</p>
              <h3 className="mt-1 text-lg font-semibold">{phase.title}</h3>
              <p className="mt-1 text-muted-foreground">{phase.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  )
}
