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
import { BookingButton } from '@/features/marketing/components/services/booking-button'
import { CtaBanner } from '@/features/marketing/components/services/cta-banner'
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid'
import { ProcessSteps } from '@/features/marketing/components/services/process-steps'
import { Section } from '@/features/marketing/components/services/section'
import { SectionHeading } from '@/features/marketing/components/section-heading'
import { ServiceHero } from '@/features/marketing/components/services/service-hero'
import { ServicesTabBar } from '@/features/marketing/components/services/services-tab-bar'

export function Component() {
  return (
    <>
      <Seo {...contentMeta} />
      <ServicesTabBar />
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
