import { useRef } from 'react'
import type { CheckoutRequest } from '@shared/credit-checkout'
import { creditMessages } from '@/features/credits/lib/messages'
import { readPurchase, updatePurchase } from '@/features/credits/lib/purchase-state'
import { reportError } from '@/lib/report-error'

// supabase-js and the error reader load with the first purchase, not with the page.
const loadCheckout = () => import('@/features/credits/api/create-checkout')

/**
 * Buys through create-credit-payment and opens Checkout in a new tab. The tab is opened inside
 * the click (popup blockers allow that) and pointed at Checkout once the URL arrives. One
 * purchase at a time, across the page (purchase-state.ts): a press while one is pending does
 * nothing.
 */
export function useBuyCredits() {
  const attempt = useRef<{ selection: string; key: string } | null>(null)

  const keyFor = (selection: string) => {
    if (attempt.current?.selection !== selection) {
      attempt.current = { selection, key: crypto.randomUUID() }
    }
    return attempt.current.key
  }

  const buy = (body: CheckoutRequest) => {
    // Read and set in the click itself: a second click before the next render must not buy again.
    if (readPurchase().pending) return
    updatePurchase({ pending: body })
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    const checkoutKey = keyFor(JSON.stringify(body))
    loadCheckout()
      .then(({ createCheckout }) => createCheckout({ body, checkoutKey }))
      .then(
        (url) => {
          attempt.current = null
          if (tab) tab.location.href = url
          else window.location.assign(url)
        },
        (error: unknown) => {
          tab?.close()
          reportError(creditMessages.paymentErrorTitle, {
            description: (error instanceof Error && error.message) || creditMessages.paymentFailed,
            cause: error,
          })
        },
      )
      .finally(() => updatePurchase({ pending: null }))
  }

  return buy
}
