import { useEffect } from 'react'
import { Seo } from '@/components/seo'
import { homeHero, homeSeo } from '@/content/home-hero'
import { HeroSection } from '@/features/marketing/components/home/hero-section'
import { LazyHomePageSections } from '@/features/marketing/components/home/lazy-home-page-sections'
import { storeWebinarDate } from '@/features/marketing/lib/webinar-date'

export function Component() {
  useEffect(() => storeWebinarDate(), [])

  return (
    <>
      <Seo title={homeSeo.title} description={homeSeo.description} keywords={homeSeo.keywords} />
      <HeroSection copy={homeHero} />
      <LazyHomePageSections />
    </>
  )
}
