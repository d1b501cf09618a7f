import { island } from '@/islands/island'
import { analyticsSuite } from '@/content/home'
import { GmbRankingPanel } from './gmb-ranking-panel'
import { PerformancePanel } from './performance-panel'
import { TabbedShowcase, type ShowcaseTab } from './tabbed-showcase'
import { WebsiteSessionsPanel } from './website-sessions-panel'

const tabs: ShowcaseTab[] = [
  { value: 'sessions', label: 'Website Sessions', Panel: WebsiteSessionsPanel },
  { value: 'gmb', label: 'GMB Ranking', Panel: GmbRankingPanel },
  { value: 'performance', label: 'Performance', Panel: PerformancePanel },
]

export function AnalyticsSuiteSection() {
  return (
    <TabbedShowcase
      id="analytics-suite"
      heading={analyticsSuite}
      tabs={tabs}
      defaultValue="sessions"
      phoneColumns="grid-cols-3"
    />
  )
}

export const AnalyticsSuiteSectionIsland = island('home-analytics-suite', AnalyticsSuiteSection)
