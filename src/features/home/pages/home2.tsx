import { Seo } from '@/components/seo'
import { identityHero, identityVariantSeo } from '@/content/home-hero'
import { HeroSection } from '@/features/home/components/hero-section'
import { LazyHomePageSections } from '@/features/home/components/lazy-home-page-sections'
import { WebinarDateIsland } from '@/features/home/components/webinar-date'

/** A/B variant of the home page: kept out of search, canonical to / so it never competes with it. */
export function Component() {
  return (
    <>
      <Seo
        title={identityVariantSeo.title}
        description={identityVariantSeo.description}
        keywords={identityVariantSeo.keywords}
        path="/"
        noIndex
      />
      <HeroSection copy={identityHero} />
      <LazyHomePageSections />
      <WebinarDateIsland />
    </>
  )
}
