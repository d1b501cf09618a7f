import { Seo } from '@/components/seo'
import { paidSocialEyebrows, websitesMeta } from '@/content/marketing-paid-social'
import { PaidSocialView } from '@/features/services/components/paid-social-view'

// Same body as the paid social page, so the canonical URL points there.
export function Component() {
  return (
    <>
      <Seo {...websitesMeta} path="/marketing/social-media" />
      <PaidSocialView eyebrow={paidSocialEyebrows.websites} />
    </>
  )
}
