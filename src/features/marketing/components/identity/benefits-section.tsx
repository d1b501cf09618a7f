import { identityFunnel as copy } from '@/content/identity-resolution'
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid'
import { SectionHeading } from '@/features/marketing/components/section-heading'

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-muted py-16 md:py-24">
      <div className="container">
        <SectionHeading id="benefits-heading" eyebrow="Benefits" title={copy.benefitsHeading} />
        <IconCardGrid items={copy.benefits} className="mt-12" />
      </div>
    </section>
  )
}
