import { CheckList } from '@/components/ui/check-list'
import { identityOverview as copy } from '@/content/identity-resolution'
import { SectionHeading } from '@/components/marketing/section-heading'

const checks = [
  'Real-time matching on every visit',
  'Privacy-compliant data partners',
  'No forms, no pop-ups',
]

export function WhatIsSection() {
  return (
    <section aria-labelledby="what-is-heading" className="py-16 md:py-24">
      <div className="container grid gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id="what-is-heading" title={copy.whatHeading} align="left" />
        <div className="space-y-4 text-lg text-muted-foreground">
          {copy.whatBody.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <CheckList items={checks} tone="success" gap="sm" className="space-y-2 pt-2" />
        </div>
      </div>
    </section>
  )
}
