import { z } from 'zod'
import type { StackFixture } from '@local-stack/tests/support/test-stack.ts'
import { SANDBOX_WEBHOOK_SECRET } from '../../supabase/local/src/services/payments-sandbox/keys.ts'
import { stripeSignature } from '../../supabase/local/src/services/payments-sandbox/sign.ts'

export const SITE = 'http://127.0.0.1:5173'

const urlSchema = z.object({ url: z.string() })
// error.context is fetch's Response (checked by shape: the stack's server swaps the global class).
const contextSchema = z.object({
  context: z.custom<Response>((v) => typeof v === 'object' && v !== null && 'json' in v),
})

/** A Stripe event for a paid checkout session of an order. */
export function completedEvent(
  id: string,
  session: { id: string; orderId: string; amount: number },
  type = 'checkout.session.completed',
) {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        amount_total: session.amount,
        payment_status: 'paid',
        metadata: { order_id: session.orderId },
        customer_details: { email: 'buyer@example.test' },
      },
    },
  }
}

/** Checkouts, orders and webhook events on the file's stack. */
export function purchaseHelpers(stack: StackFixture) {
  /** The status and JSON body of a failed invoke, as the page reads them. */
  async function failure(error: unknown) {
    const { context } = contextSchema.parse(error)
    return { status: context.status, body: await context.json() }
  }

  async function checkout(body: Record<string, unknown>, key?: string) {
    const { data, error } = await stack.anon.functions.invoke('create-credit-payment', {
      body,
      headers: { origin: SITE, ...(key ? { 'idempotency-key': key } : {}) },
    })
    if (error) throw error
    const { url } = urlSchema.parse(data)
    const sessionId = url.split('/').pop() ?? ''
    return { url, sessionId }
  }

  async function orderFor(sessionId: string) {
    const { data, error } = await stack.service
      .from('credit_orders')
      .select('id, status, lead_count, credits, amount_cents, customer_email, paid_at')
      .eq('provider_session_id', sessionId)
      .single()
    if (error) throw error
    return data
  }

  async function eventsFor(orderId: string) {
    const { data, error } = await stack.service
      .from('stripe_events')
      .select('id, outcome')
      .eq('order_id', orderId)
    if (error) throw error
    return data
  }

  function sendEvent(event: object, secret = SANDBOX_WEBHOOK_SECRET) {
    const payload = JSON.stringify(event)
    return fetch(`${stack.url}/functions/v1/stripe-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, secret),
      },
      body: payload,
    })
  }

  return { failure, checkout, orderFor, eventsFor, sendEvent, completedEvent }
}
