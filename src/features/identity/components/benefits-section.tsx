import { identityFunnel as copy } from '@/content/identity-resolution'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { PageSection } from '@/components/marketing/page-section'

export function BenefitsSection() {
  return (
    <PageSection
      heading={{ id: 'benefits-heading', eyebrow: 'Benefits', title: copy.benefitsHeading }}
      tone="muted"
    >
      <IconCardGrid items={copy.benefits} className="mt-12" />
    </PageSection>
  )
}
