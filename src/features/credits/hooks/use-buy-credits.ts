import { useRef } from 'react'
import type { CheckoutRequest } from '@shared/credit-checkout'
import { useCreateCheckout } from '@/features/credits/api/create-checkout'
import { creditMessages } from '@/features/credits/lib/messages'
import { reportError } from '@/lib/report-error'

/**
 * Buys through create-credit-payment and opens Checkout in a new tab. The tab is opened inside
 * the click (popup blockers allow that) and pointed at Checkout once the URL arrives.
 */
export function useBuyCredits() {
  const checkout = useCreateCheckout()
  const attempt = useRef<{ selection: string; key: string } | null>(null)

  const keyFor = (selection: string) => {
    if (attempt.current?.selection !== selection) {
      attempt.current = { selection, key: crypto.randomUUID() }
    }
    return attempt.current.key
  }

  const buy = (body: CheckoutRequest) => {
    if (checkout.isPending) return
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    checkout.mutate(
      { body, checkoutKey: keyFor(JSON.stringify(body)) },
      {
        onSuccess: (url) => {
          attempt.current = null
          if (tab) tab.location.href = url
          else window.location.assign(url)
        },
        onError: (error) => {
          tab?.close()
          reportError(creditMessages.paymentErrorTitle, {
            description: error.message || creditMessages.paymentFailed,
            cause: error,
          })
        },
      },
    )
  }

  return { buy, isPending: checkout.isPending, pendingBody: checkout.variables?.body }
}
