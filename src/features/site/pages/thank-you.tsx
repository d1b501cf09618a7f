import { Seo } from '@/components/seo'
import { ThankYouCard } from '@/components/thank-you-card'
import { ConversionTrackerIsland } from '@/features/site/components/conversion-tracker'
import { siteMessages } from '@/features/site/lib/messages'

export function Component() {
  return (
    <>
      <Seo title="Thank You" description="Your submission has been received." noIndex />
      <ThankYouCard text={siteMessages.thankYouText} />
      <ConversionTrackerIsland />
    </>
  )
}
