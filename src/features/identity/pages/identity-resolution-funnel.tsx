import { Seo } from '@/components/seo'
import { identityFunnel as copy } from '@/content/identity-resolution'
import { BenefitsSection } from '@/features/identity/components/benefits-section'
import { BookDemoBand } from '@/components/marketing/book-demo-band'
import { FunnelHero } from '@/features/identity/components/funnel-hero'
import { LeadCalculatorIsland } from '@/features/identity/components/lead-calculator'

const CALCULATOR_ID = 'calculator'

export function Component() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} keywords={copy.keywords} />
      <FunnelHero calculatorId={CALCULATOR_ID} />
      <LeadCalculatorIsland id={CALCULATOR_ID} />
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
