import { Seo } from '@/components/seo'
import { siteConfig } from '@/config/site'
import { CustomerLogos } from '@/features/demo/components/customer-logos'
import { DemoHeader } from '@/features/demo/components/demo-header'
import { DemoShowcaseIsland } from '@/features/demo/components/demo-showcase'
import { IntegrationsGrid } from '@/features/demo/components/integrations-grid'
import { PlansSection } from '@/components/marketing/plans-section'

export function Component() {
  return (
    <>
      <Seo
        title="Exclusive Demo"
        description={`Watch the full ${siteConfig.brand} walkthrough: identity resolution, dashboards and automations, with an exclusive offer for viewers.`}
        keywords={['AI CRM demo', 'identity resolution demo', 'visitor identification']}
        noIndex
      />
      <DemoHeader />
      <DemoShowcaseIsland />
      <CustomerLogos />
      <IntegrationsGrid />
      <PlansSection
        starterCheckoutUrl={siteConfig.links.checkoutStarterDemo}
        id="plans"
        heading="Keep everything you saw in the demo"
      />
    </>
  )
}
