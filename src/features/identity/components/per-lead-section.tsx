import { identityOverview as copy } from '@/content/identity-resolution'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { PageSection } from '@/components/marketing/page-section'

export function PerLeadSection() {
  return (
    <PageSection
      heading={{
        id: 'per-lead-heading',
        eyebrow: 'Per lead',
        title: copy.perLeadHeading,
        description: copy.perLeadIntro,
      }}
    >
      <IconCardGrid items={copy.perLead} className="mt-12" />
    </PageSection>
  )
}
