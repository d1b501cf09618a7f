import { Download } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ThankYouCard } from '@/components/thank-you-card'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { Spinner } from '@/components/ui/spinner'
import { siteConfig } from '@/config/site'
import { useOrderStatus } from '@/features/credits/api/get-order-status'
import { OrderConfirmation } from '@/features/credits/components/order-confirmation'
import { allowedDownloadUrl } from '@/features/credits/lib/download-url'
import { creditMessages } from '@/features/credits/lib/messages'
import { island } from '@/islands/island'
import { trackConversion } from '@/lib/gtag'
import { supabaseUrl } from '@/lib/supabase-env'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * The fileUrl as a 'Download Now' link when it points at this site or the project's Storage;
 * any other address (a phishing mail's file) shows the page without the button.
 */
function downloadUrl(value: string): string | null {
  const origins = {
    site: [window.location.origin, new URL(siteConfig.siteUrl).origin],
    project: supabaseUrl,
  }
  return allowedDownloadUrl(value, origins, window.location.href)
}

/**
 * /purchase-thank-you's card: what it says depends on the query string (?session_id from
 * Checkout, ?fileUrl), which only the browser knows. It also sends the ads conversion.
 */
export function PurchaseConfirmation() {
  const [searchParams] = useSearchParams()
  // The prerendered HTML has no query string, so the button appears once hydrated.
  const hydrated = useHydrated()
  const requestedFile = hydrated ? searchParams.get('fileUrl') : null
  const fileUrl = useMemo(() => requestedFile && downloadUrl(requestedFile), [requestedFile])
  const sessionId = hydrated ? searchParams.get('session_id') : null
  const order = useOrderStatus(sessionId)
  useEffect(() => trackConversion(), [])
  useEffect(() => {
    if (requestedFile && !fileUrl) {
      console.warn(
        `purchase-thank-you: refused the download address ${JSON.stringify(requestedFile)}`,
      )
    }
  }, [requestedFile, fileUrl])

  return (
    <ThankYouCard
      text={
        // The prerendered HTML cannot know the order yet: it claims nothing until hydrated. With
        // a session id, only a paid order gets the success sentence (an unknown, unpaid, failed
        // or expired one makes no claim).
        !hydrated ? (
          <Spinner label={creditMessages.checkingOrder} />
        ) : !sessionId || order.data?.status === 'paid' ? (
          creditMessages.orderProcessed
        ) : null
      }
      details={sessionId && <OrderConfirmation order={order} />}
    >
      {fileUrl && (
        <Button asChild size="lg">
          <ExternalLink href={fileUrl}>
            <Download aria-hidden="true" />
            {creditMessages.downloadNow}
          </ExternalLink>
        </Button>
      )}
    </ThankYouCard>
  )
}

export const PurchaseConfirmationIsland = island('purchase-confirmation', PurchaseConfirmation)
