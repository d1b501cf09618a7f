import { identityOverview as copy } from '@/content/identity-resolution'
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid'
import { SectionHeading } from '@/features/marketing/components/section-heading'

export function PerLeadSection() {
  return (
    <section aria-labelledby="per-lead-heading" className="py-16 md:py-24">
      <div className="container">
        <SectionHeading
          id="per-lead-heading"
          eyebrow="Per lead"
          title={copy.perLeadHeading}
          description={copy.perLeadIntro}
        />
        <IconCardGrid items={copy.perLead} className="mt-12" />
      </div>
    </section>
  )
}
