import { Seo } from '@/components/seo'
import {
  emailCta,
  emailHero,
  emailMeta,
  emailMetrics,
  emailMetricsSection,
  emailServices,
  emailServicesSection,
} from '@/content/marketing-email'
import { servicesCopy } from '@/content/marketing-services'
import { BookingButton } from '@/features/services/components/booking-button'
import { CtaBanner } from '@/features/services/components/cta-banner'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { Section } from '@/features/services/components/section'
import { SectionHeading } from '@/components/marketing/section-heading'
import { ServiceHero } from '@/features/services/components/service-hero'
import { ServicesTabBarIsland } from '@/features/services/components/services-tab-bar'
import { StatGrid } from '@/features/services/components/stat-grid'

export function Component() {
  return (
    <>
      <Seo {...emailMeta} />
      <ServicesTabBarIsland />
      <ServiceHero hero={emailHero}>
        <BookingButton label={servicesCopy.bookStrategyCall} variant="accent" />
      </ServiceHero>

      <Section labelledBy="metrics-title">
        <SectionHeading id="metrics-title" {...emailMetricsSection} />
        <StatGrid stats={emailMetrics} />
      </Section>

      <Section labelledBy="services-title" tone="muted">
        <SectionHeading id="services-title" {...emailServicesSection} />
        <IconCardGrid look="service" items={emailServices} className="mt-10 sm:mt-12" />
      </Section>

      <CtaBanner copy={emailCta}>
        <BookingButton label={servicesCopy.bookStrategyCall} variant="secondary" />
      </CtaBanner>
    </>
  )
}
