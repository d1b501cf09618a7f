import { Seo } from '@/components/seo'
import { brandingHero, brandingMeta } from '@/content/marketing-paid-social'
import { PaidSocialView } from '@/features/services/components/paid-social-view'

// The paid social page's body under a hero of its own: the canonical URL points to the paid
// social page, and the sitemap lists only that one.
export function Component() {
  return (
    <>
      <Seo {...brandingMeta} path="/marketing/social-media" />
      <PaidSocialView hero={brandingHero} />
    </>
  )
}
