import { dashboardFeatures } from '@/content/home'
import { IconCardGrid } from '@/features/marketing/components/icon-card-grid'

export function DashboardFeaturesPanel() {
  return <IconCardGrid look="panel" items={dashboardFeatures} />
}
