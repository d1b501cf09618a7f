import { WORKSHOP_BUNDLE_LEADS } from '@shared/credit-pricing'
import { workshopMessages } from '@/features/workshop/lib/messages'
import { siteConfig } from '@/config/site'

/**
 * The workshop bundle through the site's checkout (create-credit-payment): 10,000 leads at the
 * tiers' price, with this browser's personal link, which the function resolves to the
 * registration the order came from (and records the offer's click). Resolves to the Checkout
 * URL; rejects with the text the viewer is shown. `checkoutKey` makes a double click one order.
 */
export async function buyBundle(access: string, checkoutKey: string): Promise<string> {
  const [{ supabase }, { readFunctionError }] = await Promise.all([
    import('@/lib/supabase'),
    import('@/lib/function-error'),
  ])
  const { data, error } = await supabase.functions.invoke('create-credit-payment', {
    body: {
      leadCount: WORKSHOP_BUNDLE_LEADS,
      // Checkout collects the buyer's email; the request carries the site's guest placeholder.
      email: siteConfig.guestCheckoutEmail,
      workshopAccess: access,
    },
    headers: { 'Idempotency-Key': checkoutKey },
  })
  if (error) {
    const failure = await readFunctionError(error, workshopMessages.bundleFailed)
    throw new Error(
      failure.requestId
        ? workshopMessages.withReference(failure.message, failure.requestId)
        : failure.message,
    )
  }
  const url: unknown = typeof data === 'object' && data !== null && 'url' in data ? data.url : null
  if (typeof url !== 'string' || !url) throw new Error(workshopMessages.bundleFailed)
  return url
}
