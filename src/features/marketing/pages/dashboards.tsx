import { Link } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import {
  benefitsSection,
  dashboardBenefits,
  dashboardContactCta,
  dashboardProcess,
  dashboardProcessSection,
  dashboardsCopy,
  dashboardsHero,
  dashboardsMeta,
  dataSources,
} from '@/content/marketing-dashboards'
import { servicesCopy } from '@/content/marketing-services'
import { AnchorButton } from '@/features/marketing/components/services/anchor-button'
import { BookingButton } from '@/features/marketing/components/services/booking-button'
import { CtaBanner } from '@/features/marketing/components/services/cta-banner'
import { DataSources } from '@/features/marketing/components/services/data-sources'
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid'
import { ProcessSteps } from '@/features/marketing/components/services/process-steps'
import { Section } from '@/features/marketing/components/services/section'
import { SectionHeading } from '@/features/marketing/components/section-heading'
import { ServiceHero } from '@/features/marketing/components/services/service-hero'
import { ServicesTabBar } from '@/features/marketing/components/services/services-tab-bar'

export function Component() {
  return (
    <>
      <Seo {...dashboardsMeta} />
      <ServicesTabBar />
      <ServiceHero hero={dashboardsHero}>
        <AnchorButton target="contact" label={dashboardsCopy.getDashboard} variant="accent" />
        <BookingButton label={servicesCopy.bookStrategyCall} variant="outline" />
      </ServiceHero>

      <Section labelledBy="benefits-title">
        <SectionHeading id="benefits-title" {...benefitsSection} />
        <IconCardGrid look="service" items={dashboardBenefits} className="mt-10 sm:mt-12" />
        <DataSources label={dashboardsCopy.sourcesLabel} sources={dataSources} />
      </Section>

      <Section labelledBy="process-title" tone="muted">
        <SectionHeading id="process-title" {...dashboardProcessSection} />
        <ProcessSteps steps={dashboardProcess} />
      </Section>

      <CtaBanner id="contact" copy={dashboardContactCta}>
        <BookingButton label={servicesCopy.bookStrategyCall} variant="secondary" />
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">{servicesCopy.contactUs}</Link>
        </Button>
      </CtaBanner>
    </>
  )
}
