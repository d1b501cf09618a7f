import { siteConfig } from '@/config/site'
import { automationTools } from '@/content/home'
import { PlansSection } from '@/components/marketing/plans-section'
import { AnalyticsSuiteSectionIsland } from './analytics-suite-section'
import { ClosingCtaSection } from './closing-cta-section'
import { DashboardSolutionsSectionIsland } from './dashboard-solutions-section'
import { DataVisualizationSection } from './data-visualization-section'
import { FeatureSplitSection } from './feature-split-section'
import { FeaturesSection } from './features-section'

/** Everything below the hero, shared by / and its /home2 variant so a test changes only the hero. */
export function HomePageSections() {
  return (
    <>
      <FeaturesSection />
      <DataVisualizationSection />
      <DashboardSolutionsSectionIsland />
      <FeatureSplitSection id="automation-tools" section={automationTools} className="bg-muted" />
      <AnalyticsSuiteSectionIsland />
      <PlansSection starterCheckoutUrl={siteConfig.links.checkoutStarterHome} />
      <ClosingCtaSection />
    </>
  )
}
