import { Download } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { Spinner } from '@/components/ui/spinner'
import { siteConfig } from '@/config/site'
import { OrderConfirmation, WhenPaid } from '@/features/credits/components/order-confirmation'
import { ThankYouCard } from '@/components/thank-you-card'
import { allowedDownloadUrl } from '@/features/credits/lib/download-url'
import { creditMessages } from '@/features/credits/lib/messages'
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

export function Component() {
  const [searchParams] = useSearchParams()
  // The prerendered HTML has no query string, so the button appears once hydrated.
  const hydrated = useHydrated()
  const requestedFile = hydrated ? searchParams.get('fileUrl') : null
  const fileUrl = useMemo(() => requestedFile && downloadUrl(requestedFile), [requestedFile])
  const sessionId = hydrated ? searchParams.get('session_id') : null
  useEffect(() => trackConversion(), [])
  useEffect(() => {
    if (requestedFile && !fileUrl) {
      console.warn(
        `purchase-thank-you: refused the download address ${JSON.stringify(requestedFile)}`,
      )
    }
  }, [requestedFile, fileUrl])

  return (
    <>
      <Seo title="Purchase Complete" description={creditMessages.orderPageDescription} noIndex />
      <ThankYouCard
        text={
          // The prerendered HTML cannot know the order yet: it claims nothing until hydrated.
          !hydrated ? (
            <Spinner label={creditMessages.checkingOrder} />
          ) : sessionId ? (
            <WhenPaid sessionId={sessionId}>{creditMessages.orderProcessed}</WhenPaid>
          ) : (
            creditMessages.orderProcessed
          )
        }
        details={sessionId && <OrderConfirmation sessionId={sessionId} />}
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
    </>
  )
}
