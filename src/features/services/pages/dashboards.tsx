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
import { AnchorButton } from '@/features/services/components/anchor-button'
import { BookingButton } from '@/features/services/components/booking-button'
import { CtaBanner } from '@/features/services/components/cta-banner'
import { DataSources } from '@/features/services/components/data-sources'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { ProcessSteps } from '@/features/services/components/process-steps'
import { Section } from '@/features/services/components/section'
import { SectionHeading } from '@/components/marketing/section-heading'
import { ServiceHero } from '@/features/services/components/service-hero'
import { ServicesTabBarIsland } from '@/features/services/components/services-tab-bar'

export function Component() {
  return (
    <>
      <Seo {...dashboardsMeta} />
      <ServicesTabBarIsland />
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
