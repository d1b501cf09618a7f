import { Seo } from '@/components/seo'
import { paidSocialMeta } from '@/content/marketing-paid-social'
import { PaidSocialView } from '@/features/services/components/paid-social-view'

export function Component() {
  return (
    <>
      <Seo {...paidSocialMeta} />
      <PaidSocialView />
    </>
  )
}
