import type { CheckoutRequest } from '@shared/credit-checkout'
import { creditMessages } from '@/features/credits/lib/messages'
import { readFunctionError } from '@/lib/function-error'
import { supabase } from '@/lib/supabase'

export type CheckoutInput = { body: CheckoutRequest; checkoutKey: string }

/**
 * The function's `{ error }` text when it answered one (with the request id a visitor can quote
 * to support, when the failure was on the server's side), else the client's message.
 */
async function errorMessage(error: unknown): Promise<string> {
  const fallback =
    error instanceof Error && error.message ? error.message : creditMessages.paymentFailed
  const failure = await readFunctionError(error, fallback)
  return failure.requestId
    ? creditMessages.withReference(failure.message, failure.requestId)
    : failure.message
}

/**
 * create-credit-payment: resolves to the Checkout URL, rejects with the text the
 * visitor is shown. The top-up loads this module (and supabase-js with it) on the first purchase
 * only, so the prerendered page stays free of the client library.
 */
export async function createCheckout({ body, checkoutKey }: CheckoutInput): Promise<string> {
  const { data, error } = await supabase.functions.invoke('create-credit-payment', {
    body,
    // One key per selection: a double click (or a retry) makes one order and one session.
    headers: { 'Idempotency-Key': checkoutKey },
  })
  if (error) throw new Error(await errorMessage(error))
  const url: unknown = typeof data === 'object' && data !== null && 'url' in data ? data.url : null
  if (typeof url !== 'string' || !url) throw new Error(creditMessages.noCheckoutUrl)
  return url
}
