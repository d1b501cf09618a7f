import {
  analyticsFirst,
  paidSocialCopy,
  paidSocialCta,
  paidSocialHero,
  type PaidSocialHeroCopy,
  paidSocialProcess,
  paidSocialProcessSection,
  reasons,
  reasonsSection,
  resultsSection,
  sampleResults,
} from '@/content/marketing-paid-social'
import { CheckList } from '@/components/ui/check-list'
import { servicesCopy } from '@/content/marketing-services'
import { AnchorButton } from '@/features/services/components/anchor-button'
import { BookingButton } from '@/features/services/components/booking-button'
import { CtaBanner } from '@/features/services/components/cta-banner'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { ProcessSteps } from '@/features/services/components/process-steps'
import { Section } from '@/features/services/components/section'
import { SectionHeading } from '@/components/marketing/section-heading'
import { ServiceHero } from '@/features/services/components/service-hero'
import { ServiceImage } from '@/features/services/components/service-image'
import { ServicesTabBarIsland } from '@/features/services/components/services-tab-bar'
import { StatGrid } from '@/features/services/components/stat-grid'
import { SplitLayout } from '@/features/services/components/split-layout'

/**
 * The paid social page body, which the branding and websites pages share with a hero of their
 * own (badge, heading and lead); the rest describes the paid social service they offer.
 */
export function PaidSocialView({ hero }: { hero?: PaidSocialHeroCopy }) {
  return (
    <>
      <ServicesTabBarIsland />
      <ServiceHero hero={{ ...paidSocialHero, ...hero }}>
        <BookingButton label={servicesCopy.bookStrategyCall} variant="accent" />
        <AnchorButton target="results" label={paidSocialCopy.seeResults} />
      </ServiceHero>

      <Section labelledBy="approach-title">
        <SplitLayout media={<ServiceImage image={analyticsFirst.image} framed />}>
          <SectionHeading id="approach-title" {...analyticsFirst} align="left" />
          <div className="mt-8">
            <CheckList items={analyticsFirst.points} />
          </div>
        </SplitLayout>
      </Section>

      <Section labelledBy="reasons-title" tone="muted">
        <SectionHeading id="reasons-title" {...reasonsSection} />
        <IconCardGrid look="service" items={reasons} className="mt-10 sm:mt-12" />
      </Section>

      <Section labelledBy="results-title" id="results">
        <SectionHeading id="results-title" {...resultsSection} />
        <StatGrid stats={sampleResults} />
      </Section>

      <Section labelledBy="process-title" tone="muted">
        <SectionHeading id="process-title" {...paidSocialProcessSection} />
        <ProcessSteps steps={paidSocialProcess} />
        <div className="mt-12 flex justify-center">
          <BookingButton label={servicesCopy.bookStrategyCall} />
        </div>
      </Section>

      <CtaBanner copy={paidSocialCta}>
        <BookingButton label={servicesCopy.bookStrategyCall} variant="secondary" />
      </CtaBanner>
    </>
  )
}
