import { Seo } from '@/components/seo'
import {
  contentCards,
  contentCardsSection,
  contentCopy,
  contentCta,
  contentHero,
  contentMeta,
  contentProcess,
  contentProcessSection,
} from '@/content/marketing-content'
import { BookingButton } from '@/features/services/components/booking-button'
import { CtaBanner } from '@/features/services/components/cta-banner'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { ProcessSteps } from '@/features/services/components/process-steps'
import { Section } from '@/features/services/components/section'
import { SectionHeading } from '@/components/marketing/section-heading'
import { ServiceHero } from '@/features/services/components/service-hero'
import { ServicesTabBarIsland } from '@/features/services/components/services-tab-bar'

export function Component() {
  return (
    <>
      <Seo {...contentMeta} />
      <ServicesTabBarIsland />
      <ServiceHero hero={contentHero}>
        <BookingButton label={contentCopy.startStrategy} variant="accent" />
      </ServiceHero>

      <Section labelledBy="formats-title">
        <SectionHeading id="formats-title" {...contentCardsSection} />
        <IconCardGrid look="service" items={contentCards} className="mt-10 sm:mt-12" />
      </Section>

      <Section labelledBy="process-title" tone="muted">
        <SectionHeading id="process-title" {...contentProcessSection} />
        <ProcessSteps steps={contentProcess} />
      </Section>

      <CtaBanner copy={contentCta}>
        <BookingButton label={contentCopy.startStrategy} variant="secondary" />
      </CtaBanner>
    </>
  )
}
