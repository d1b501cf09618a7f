import { useSyncExternalStore } from 'react'
import type { CheckoutRequest } from '@shared/credit-checkout'
import { MIN_LEADS, quoteLeads } from '@shared/credit-pricing'
import { draftLeadCount } from '@/features/credits/lib/lead-draft'

/**
 * What /credit-topup's three islands share (the purchase form, the tier table and the agency
 * offer, each hydrated in a task of its own): the lead count as typed, and the one purchase
 * under way. Outside the islands runtime (the SPA, tests) they are ordinary components reading
 * the same state.
 */
type PurchaseState = {
  /** The number field's text: it may be half-typed, or below the minimum until the field is left. */
  draft: string
  /** The purchase being opened, if any: one at a time, whichever button started it. */
  pending: CheckoutRequest | null
}

// The slider's count starts at the minimum, which is what the prerendered HTML shows.
const initial: PurchaseState = { draft: String(MIN_LEADS), pending: null }
let state = initial
const listeners = new Set<() => void>()

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
  }
}

export const readPurchase = () => state

export function updatePurchase(change: Partial<PurchaseState>) {
  state = { ...state, ...change }
  for (const notify of listeners) notify()
}

/** Back to the page's first state: the form calls it when it leaves the screen. */
export const resetPurchase = () => updatePurchase(initial)

/**
 * The shared state with the count and price it stands for. Hydration renders the initial
 * state, as the HTML has it, and the next render whatever was typed before the page hydrated.
 */
export function usePurchase() {
  const current = useSyncExternalStore(subscribe, readPurchase, () => initial)
  const leadCount = draftLeadCount(current.draft)
  return { ...current, leadCount, quote: quoteLeads(leadCount) }
}
