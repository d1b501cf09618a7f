import { dashboardFeatures } from '@/content/home'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'

export function DashboardFeaturesPanel() {
  return <IconCardGrid look="panel" items={dashboardFeatures} />
}
