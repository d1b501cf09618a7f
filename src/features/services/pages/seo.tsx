import { Seo } from '@/components/seo'
import {
  keywordBlogSection,
  exampleKeywords,
  metricBars,
  metricsCopy,
  seoCopy,
  seoCta,
  seoHero,
  seoMeta,
  seoProcess,
  seoProcessSection,
  seoServices,
  seoServicesSection,
  strategySection,
} from '@/content/marketing-seo'
import { CheckList } from '@/components/ui/check-list'
import { storiesSection, storiesTabsLabel, successStories } from '@/content/marketing-seo-stories'
import { AnchorButton } from '@/features/services/components/anchor-button'
import { BookingButton } from '@/features/services/components/booking-button'
import { CtaBanner } from '@/features/services/components/cta-banner'
import { IconCardGrid } from '@/components/marketing/icon-card-grid'
import { KeywordTable } from '@/features/services/components/keyword-table'
import { MetricBars } from '@/features/services/components/metric-bars'
import { ProcessSteps } from '@/features/services/components/process-steps'
import { Section } from '@/features/services/components/section'
import { SectionHeading } from '@/components/marketing/section-heading'
import { ServiceHero } from '@/features/services/components/service-hero'
import { ServicesTabBarIsland } from '@/features/services/components/services-tab-bar'
import { SplitLayout } from '@/features/services/components/split-layout'
import { SuccessStoriesIsland } from '@/features/services/components/success-stories'

export function Component() {
  return (
    <>
      <Seo {...seoMeta} />
      <ServicesTabBarIsland />
      <ServiceHero hero={seoHero}>
        <BookingButton label={seoCopy.consultation} variant="accent" />
        <AnchorButton target="success-stories" label={seoCopy.viewStories} />
      </ServiceHero>

      <Section labelledBy="strategy-title">
        <SplitLayout media={<MetricBars {...metricsCopy} bars={metricBars} />}>
          <SectionHeading id="strategy-title" {...strategySection} align="left" />
          <div className="mt-8">
            <CheckList items={strategySection.points} />
          </div>
        </SplitLayout>
      </Section>

      <Section labelledBy="process-title" tone="muted">
        <SectionHeading id="process-title" {...seoProcessSection} />
        <ProcessSteps steps={seoProcess} />
      </Section>

      <Section labelledBy="services-title">
        <SectionHeading id="services-title" {...seoServicesSection} />
        <IconCardGrid look="service" items={seoServices} className="mt-10 sm:mt-12" />
        <div className="mt-12 flex justify-center">
          <BookingButton label={seoCopy.consultation} />
        </div>
      </Section>

      <Section labelledBy="keyword-blog-title" tone="muted">
        <SplitLayout
          media={<KeywordTable caption={keywordBlogSection.caption} rows={exampleKeywords} />}
        >
          <SectionHeading id="keyword-blog-title" {...keywordBlogSection} align="left" />
          <div className="mt-8">
            <CheckList items={keywordBlogSection.points} />
          </div>
        </SplitLayout>
      </Section>

      <Section labelledBy="stories-title" id="success-stories">
        <SectionHeading id="stories-title" {...storiesSection} />
        <SuccessStoriesIsland label={storiesTabsLabel} stories={successStories} />
      </Section>

      <CtaBanner copy={seoCta} tone="muted">
        <BookingButton label={seoCopy.consultation} variant="secondary" />
      </CtaBanner>
    </>
  )
}
