import { Seo } from '@/components/seo'
import { BusinessDetailsPanel } from '@/features/services/components/gmb/business-details-panel'
import { BusinessRankingTableIsland } from '@/features/services/components/gmb/business-ranking-table'
import { CompetitorsCard } from '@/features/services/components/gmb/competitors-card'
import { GmbCta } from '@/features/services/components/gmb/gmb-cta'
import { GmbHero } from '@/features/services/components/gmb/gmb-hero'
import { RankMap } from '@/features/services/components/gmb/rank-map'
import { ScanHistoryIsland } from '@/features/services/components/gmb/scan-history'

export function Component() {
  return (
    <>
      <Seo
        title="GMB Rank Tracking: Google Maps Rank Grid Demo"
        description="See a sample Google Business Profile rank-tracking report: a rank map grid, average rank, competitors and scan history."
        keywords={[
          'GMB rank tracking',
          'Google Maps rank tracker',
          'local SEO',
          'rank grid',
          'Google Business Profile',
        ]}
      />
      <GmbHero />
      <div className="bg-muted py-10 md:py-14">
        <div className="container flex flex-col gap-6">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <BusinessDetailsPanel />
            <RankMap className="lg:col-span-2" />
          </div>
          <div className="render-when-near grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ScanHistoryIsland />
            <CompetitorsCard />
          </div>
          <div className="render-when-near">
            <BusinessRankingTableIsland />
          </div>
        </div>
      </div>
      <GmbCta />
    </>
  )
}
