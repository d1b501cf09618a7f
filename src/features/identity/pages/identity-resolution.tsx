import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { identityOverview as copy } from '@/content/identity-resolution'
import { BookDemoBand } from '@/components/marketing/book-demo-band'
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
        secondary={
          <Button asChild size="lg" variant="outline" className="text-white">
            <Link to="/identity-resolution-funnel">
              {copy.learnMore}
              <span className="sr-only"> {copy.learnMoreTopic}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
    </>
  )
}
