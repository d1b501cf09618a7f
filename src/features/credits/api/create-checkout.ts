import { useMutation } from '@tanstack/react-query'
import type { CheckoutRequest } from '@shared/credit-checkout'
import { messages } from '@/features/credits/lib/messages'

export type CheckoutInput = { body: CheckoutRequest; checkoutKey: string }

/**
 * The function's `{ error }` text when it answered one (with the request id a visitor can quote
 * to support, when the failure was on the server's side), else the client's message.
 */
async function errorMessage(error: unknown): Promise<string> {
  // FunctionsHttpError carries the Response as context (checked by shape, so that this module
  // does not import supabase-js up front).
  const context =
    typeof error === 'object' && error !== null && 'context' in error ? error.context : null
  if (context instanceof Response) {
    const body: unknown = await context.json().catch(() => null)
    if (
      typeof body === 'object' &&
      body !== null &&
      'error' in body &&
      typeof body.error === 'string'
    ) {
      const requestId = 'requestId' in body ? body.requestId : null
      return typeof requestId === 'string'
        ? messages.withReference(body.error, requestId)
        : body.error
    }
  }
  return error instanceof Error && error.message ? error.message : messages.paymentFailed
}

async function createCheckout({ body, checkoutKey }: CheckoutInput): Promise<string> {
  // Loaded on the first purchase only, so the prerendered page stays free of supabase-js.
  const { supabase } = await import('@/lib/supabase')
  const { data, error } = await supabase.functions.invoke('create-credit-payment', {
    body,
    // One key per selection: a double click (or a retry) makes one order and one session.
    headers: { 'Idempotency-Key': checkoutKey },
  })
  if (error) throw new Error(await errorMessage(error))
  const url: unknown = typeof data === 'object' && data !== null && 'url' in data ? data.url : null
  if (typeof url !== 'string' || !url) throw new Error(messages.noCheckoutUrl)
  return url
}

/** create-credit-payment (spec §7.2): resolves to the Checkout URL. The caller shows errors. */
export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout, meta: { handlesErrors: true } })
}
