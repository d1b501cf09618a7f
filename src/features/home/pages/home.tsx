import { Seo } from '@/components/seo'
import { homeHero, homeSeo } from '@/content/home-hero'
import { HeroSection } from '@/features/home/components/hero-section'
import { LazyHomePageSections } from '@/features/home/components/lazy-home-page-sections'
import { WebinarDateIsland } from '@/features/home/components/webinar-date'

export function Component() {
  return (
    <>
      <Seo title={homeSeo.title} description={homeSeo.description} keywords={homeSeo.keywords} />
      <HeroSection copy={homeHero} />
      <LazyHomePageSections />
      <WebinarDateIsland />
    </>
  )
}
