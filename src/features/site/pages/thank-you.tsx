import { useEffect } from 'react'
import { Seo } from '@/components/seo'
import { ThankYouCard } from '@/components/thank-you-card'
import { siteMessages } from '@/features/site/lib/messages'
import { trackConversion } from '@/lib/gtag'

export function Component() {
  useEffect(() => trackConversion(), [])
  return (
    <>
      <Seo title="Thank You" description="Your submission has been received." noIndex />
      <ThankYouCard text={siteMessages.thankYouText} />
    </>
  )
}
