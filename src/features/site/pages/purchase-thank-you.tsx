import { Download } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { OrderConfirmation } from '@/features/credits/components/order-confirmation'
import { ThankYouCard } from '@/features/site/components/thank-you-card'
import { messages } from '@/features/site/lib/messages'
import { trackConversion } from '@/lib/gtag'
import { useHydrated } from '@/lib/use-hydrated'

/** Only http(s) links are offered as downloads, so a crafted fileUrl cannot run script. */
function safeDownloadUrl(value: string | null) {
  if (!value) return null
  try {
    const url = new URL(value, window.location.origin)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export function Component() {
  const [searchParams] = useSearchParams()
  // The prerendered HTML has no query string, so the button appears once hydrated.
  const hydrated = useHydrated()
  const fileUrl = hydrated ? safeDownloadUrl(searchParams.get('fileUrl')) : null
  const sessionId = hydrated ? searchParams.get('session_id') : null
  useEffect(() => trackConversion(), [])

  return (
    <>
      <Seo title="Purchase Complete" description={messages.orderProcessed} noIndex />
      <ThankYouCard
        text={messages.orderProcessed}
        details={sessionId && <OrderConfirmation sessionId={sessionId} />}
      >
        {fileUrl && (
          <Button asChild size="lg">
            <ExternalLink href={fileUrl}>
              <Download aria-hidden="true" />
              {messages.downloadNow}
            </ExternalLink>
          </Button>
        )}
      </ThankYouCard>
    </>
  )
}
