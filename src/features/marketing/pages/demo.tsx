import { Seo } from '@/components/seo'
import { siteConfig } from '@/config/site'
import { CustomerLogos } from '@/features/marketing/components/demo/customer-logos'
import { DemoHeader } from '@/features/marketing/components/demo/demo-header'
import { DemoShowcase } from '@/features/marketing/components/demo/demo-showcase'
import { IntegrationsGrid } from '@/features/marketing/components/demo/integrations-grid'
import { PlansSection } from '@/features/marketing/components/pricing/plans-section'

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
      <DemoShowcase />
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
