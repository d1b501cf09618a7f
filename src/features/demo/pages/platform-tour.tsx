import { Seo } from '@/components/seo'
import { siteConfig } from '@/config/site'
import { CustomerLogos } from '@/features/demo/components/customer-logos'
import { BookDemoBand } from '@/components/marketing/book-demo-band'
import { TourFeatures } from '@/features/demo/components/tour-features'
import { TourHero } from '@/features/demo/components/tour-hero'

export function Component() {
  return (
    <>
      <Seo
        title="Platform Tour: Watch the AI CRM in Action"
        description={`Watch the ${siteConfig.brand} platform tour: identity resolution, dashboards, GMB rank tracking and automations in one AI CRM.`}
        keywords={[
          'AI CRM',
          'platform tour',
          'identity resolution',
          'marketing automation',
          'demo video',
        ]}
      />
      <TourHero />
      <CustomerLogos />
      <TourFeatures id="tour-features" />
      <BookDemoBand
        title="Want the tour for your own website?"
        body="Book a strategy call and we will walk through your traffic, your funnel and where the leads are hiding."
        cta="Book a Strategy Call"
        href={siteConfig.links.booking}
      />
    </>
  )
}
