import { island } from '@/islands/island'
import { dashboardSolutions } from '@/content/home'
import { DashboardFeaturesPanel } from './dashboard-features-panel'
import { ExampleReportsPanel } from './example-reports-panel'
import { KpiTrackingPanel } from './kpi-tracking-panel'
import { ProcessPanel } from './process-panel'
import { TabbedShowcase, type ShowcaseTab } from './tabbed-showcase'

const tabs: ShowcaseTab[] = [
  { value: 'features', label: 'Dashboard Features', Panel: DashboardFeaturesPanel },
  { value: 'reports', label: 'Example Reports', Panel: ExampleReportsPanel },
  { value: 'kpi', label: 'KPI Tracking', Panel: KpiTrackingPanel },
  { value: 'process', label: 'Our Process', Panel: ProcessPanel },
]

export function DashboardSolutionsSection() {
  return (
    <TabbedShowcase
      id="dashboard-solutions"
      heading={dashboardSolutions}
      tabs={tabs}
      defaultValue="features"
      phoneColumns="grid-cols-2"
    />
  )
}

export const DashboardSolutionsSectionIsland = island(
  'home-dashboard-solutions',
  DashboardSolutionsSection,
)
