import { Seo } from '@/components/seo'
import { identityOverview as copy } from '@/content/identity-resolution'
import { BookDemoBand } from '@/components/marketing/book-demo-band'
import { FunnelLink } from '@/features/identity/components/funnel-link'
import { HowItWorks } from '@/features/identity/components/how-it-works'
import { OverviewHero } from '@/features/identity/components/overview-hero'
import { PerLeadSection } from '@/features/identity/components/per-lead-section'
import { WhatIsSection } from '@/features/identity/components/what-is-section'

export function Component() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} keywords={copy.keywords} />
      <OverviewHero />
      <WhatIsSection />
      <HowItWorks />
      <PerLeadSection />
      <BookDemoBand
        title={copy.ctaHeading}
        body={copy.ctaBody}
        cta={copy.bookDemo}
        secondary={<FunnelLink variant="outline" className="text-white" />}
      />
    </>
  )
}
