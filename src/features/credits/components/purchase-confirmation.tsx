import { Download } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ThankYouCard } from '@/components/thank-you-card'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { Spinner } from '@/components/ui/spinner'
import { siteConfig } from '@/config/site'
import { claimConversion } from '@/features/credits/api/claim-conversion'
import { useOrderStatus, type OrderLookup } from '@/features/credits/api/get-order-status'
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
 * The ads conversion: for a Checkout return, once the order is paid, and only if this visit wins
 * the order's one claim (so a reload or a second visit sends nothing); without a session id (an
 * external checkout's return, which has no order here to claim) once per visit, as the page
 * always did.
 */
function useConversion(hydrated: boolean, sessionId: string | null, order: OrderLookup) {
  const claimed = useRef(false)
  const paid = order.data?.status === 'paid'
  useEffect(() => {
    if (!hydrated || claimed.current) return
    if (!sessionId) {
      claimed.current = true
      trackConversion()
      return
    }
    if (!paid) return
    claimed.current = true
    claimConversion(sessionId).then(
      (details) => details && trackConversion(details),
      (error: unknown) =>
        console.error('purchase-thank-you: claiming the conversion failed', error),
    )
  }, [hydrated, sessionId, paid])
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
  useConversion(hydrated, sessionId, order)
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
