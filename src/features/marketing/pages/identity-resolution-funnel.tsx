import { Seo } from '@/components/seo'
import { identityFunnel as copy } from '@/content/identity-resolution'
import { BenefitsSection } from '@/features/marketing/components/identity/benefits-section'
import { BookDemoBand } from '@/features/marketing/components/identity/book-demo-band'
import { FunnelHero } from '@/features/marketing/components/identity/funnel-hero'
import { LeadCalculator } from '@/features/marketing/components/identity/lead-calculator'

const CALCULATOR_ID = 'calculator'

export function Component() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} keywords={copy.keywords} />
      <FunnelHero calculatorId={CALCULATOR_ID} />
      <LeadCalculator id={CALCULATOR_ID} />
      <BenefitsSection />
      <BookDemoBand
        id="book-demo"
        title={copy.bookHeading}
        body={copy.bookBody}
        cta={copy.bookDemo}
      />
    </>
  )
}
