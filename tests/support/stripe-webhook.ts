import Stripe from 'stripe'
import {
  createHandler,
  type CheckoutEvent,
  type Deps,
} from '../../supabase/functions/stripe-webhook/handler.ts'
import { createEventVerifier } from '../../supabase/functions/stripe-webhook/verify-event.ts'

// Shared by the stripe-webhook handler tests: a fake store and signed or unsigned deliveries.
export const SECRET = 'whsec_handler_test_secret'
export const ORDER_ID = '5f0c3a52-8d7e-4f8e-9d1f-3b6a2f1c0e11'

/** Orders and processed events with the SQL function's rules: one row per event id, pending moves once. */
export function fakeStore() {
  const events = new Set<string>()
  const orders = new Map([[ORDER_ID, { status: 'pending', amount: 10_008 }]])
  const fulfilled: string[] = []
  const applyEvent = async (event: CheckoutEvent) => {
    await Promise.resolve() // deliveries interleave here, as two requests would
    if (events.has(event.eventId)) return 'duplicate'
    events.add(event.eventId)
    const order = orders.get(event.orderId)
    if (!order) return 'unknown_order'
    if (order.status !== 'pending') return `already_${order.status}`
    if (event.eventType === 'checkout.session.expired') return (order.status = 'expired')
    if (event.eventType === 'checkout.session.async_payment_failed')
      return (order.status = 'failed')
    if (event.paymentStatus !== 'paid') return 'awaiting_payment'
    order.status = 'paid'
    fulfilled.push(event.eventId)
    return 'fulfilled'
  }
  return { events, orders, fulfilled, applyEvent }
}

export function handlerWith(store = fakeStore(), overrides: Partial<Deps> = {}) {
  return {
    store,
    handler: createHandler({
      verifyEvent: createEventVerifier(SECRET),
      applyEvent: store.applyEvent,
      applyRefund: async () => 'unknown_charge',
      ...overrides,
    }),
  }
}

export function event(
  type = 'checkout.session.completed',
  id = `evt_${crypto.randomUUID()}`,
  session: Record<string, unknown> = {},
) {
  return {
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: 'cs_test_a1b2c3',
        object: 'checkout.session',
        amount_total: 10_008,
        payment_status: 'paid',
        metadata: { order_id: ORDER_ID },
        customer_details: { email: 'buyer@example.test' },
        ...session,
      },
    },
  }
}

export function deliver(payload: string, signature?: string) {
  return new Request('http://fn.test/stripe-webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  })
}

export const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) })

export function signed(body: object, secret?: string, timestamp?: number) {
  const payload = JSON.stringify(body)
  return deliver(payload, sign(payload, secret, timestamp))
}
