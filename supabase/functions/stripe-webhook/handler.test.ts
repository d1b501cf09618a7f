import { pick, seededRandom, malformedCheckoutBody, type Random } from '@tests/fuzz-bodies.ts'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { createHandler, errors, type CheckoutEvent, type Deps } from './handler.ts'
import { createEventVerifier } from './verify-event.ts'

const SECRET = 'whsec_handler_test_secret'
const ORDER_ID = '5f0c3a52-8d7e-4f8e-9d1f-3b6a2f1c0e11'

/** Orders and processed events with the SQL function's rules: one row per event id, pending moves once. */
function fakeStore() {
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

function handlerWith(store = fakeStore(), overrides: Partial<Deps> = {}) {
  return {
    store,
    handler: createHandler({
      verifyEvent: createEventVerifier(SECRET),
      applyEvent: store.applyEvent,
      ...overrides,
    }),
  }
}

function event(
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

function deliver(payload: string, signature?: string) {
  return new Request('http://fn.test/stripe-webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  })
}

const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) })

function signed(body: object, secret?: string, timestamp?: number) {
  const payload = JSON.stringify(body)
  return deliver(payload, sign(payload, secret, timestamp))
}

describe('stripe-webhook', () => {
  it('marks the order paid for a validly signed checkout.session.completed', async () => {
    const { handler, store } = handlerWith()
    const response = await handler(signed(event()))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'fulfilled' })
    expect(store.orders.get(ORDER_ID)?.status).toBe('paid')
  })

  it.each([
    ['a wrong secret', () => signed(event(), 'whsec_someone_else')],
    [
      'a stale timestamp (replayed later)',
      () => signed(event(), SECRET, Math.floor(Date.now() / 1000) - 600),
    ],
    [
      'a body changed after signing',
      () => {
        const payload = JSON.stringify(event())
        return deliver(payload.replace('10008', '1'), sign(payload))
      },
    ],
    ['no signature', () => deliver(JSON.stringify(event()))],
    ['a garbage signature', () => deliver(JSON.stringify(event()), 'v1=abc')],
  ])('refuses %s with a 400 and changes nothing', async (_, request) => {
    const { handler, store } = handlerWith()
    const response = await handler(request())
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    expect(store.events.size).toBe(0)
    expect(store.orders.get(ORDER_ID)?.status).toBe('pending')
  })

  it('fulfils once when Stripe delivers the same event again', async () => {
    const { handler, store } = handlerWith()
    const body = event()
    expect(await (await handler(signed(body))).json()).toMatchObject({ outcome: 'fulfilled' })
    const again = await handler(signed(body))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' })
    expect(store.fulfilled).toHaveLength(1)
  })

  it('fulfils once when two deliveries arrive at once', async () => {
    const { handler, store } = handlerWith()
    const body = event()
    const other = event('checkout.session.async_payment_succeeded')
    const responses = await Promise.all([
      handler(signed(body)),
      handler(signed(body)),
      handler(signed(other)),
    ])
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
    expect(store.fulfilled).toHaveLength(1)
  })

  it('handles failed and expired sessions, and acknowledges events it does not handle', async () => {
    const failed = handlerWith()
    await failed.handler(signed(event('checkout.session.async_payment_failed')))
    expect(failed.store.orders.get(ORDER_ID)?.status).toBe('failed')
    const expired = handlerWith()
    await expired.handler(
      signed(event('checkout.session.expired', undefined, { payment_status: 'unpaid' })),
    )
    expect(expired.store.orders.get(ORDER_ID)?.status).toBe('expired')
    const other = handlerWith()
    const response = await other.handler(
      signed({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } }),
    )
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(other.store.events.size).toBe(0)
  })

  it('leaves sessions without an order of ours alone', async () => {
    const { handler, store } = handlerWith()
    const response = await handler(signed(event(undefined, undefined, { metadata: {} })))
    expect(await response.json()).toEqual({ received: true, outcome: 'not_ours' })
    expect(store.events.size).toBe(0)
  })

  it('says what to configure without a webhook secret, and asks for a retry when the database fails', async () => {
    const unconfigured = handlerWith(undefined, { verifyEvent: null })
    const response = await unconfigured.handler(signed(event()))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: errors.notConfigured })
    const failing = handlerWith(undefined, {
      applyEvent: () => Promise.reject(new Error('connection reset')),
    })
    expect((await failing.handler(signed(event()))).status).toBe(500)
  })

  it('answers 1,000 malformed deliveries with a 4xx and records nothing', async () => {
    const { handler, store } = handlerWith()
    const random = seededRandom(1414)
    for (let i = 0; i < 1000; i += 1) {
      const request = malformedDelivery(random)
      const response = await handler(request)
      expect(response.status, `case ${i}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `case ${i}`).toBeLessThan(500)
    }
    expect(store.events.size).toBe(0)
    expect(store.orders.get(ORDER_ID)?.status).toBe('pending')
  })
})

const HANDLED = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]
const BAD_SESSIONS: Record<string, unknown>[] = [
  { id: 'not-a-session' },
  { id: 42 },
  { object: 'payment_intent' },
  { amount_total: '10008' },
  { amount_total: -1 },
  { amount_total: 1.5 },
  { payment_status: null },
  { metadata: 'order' },
  { metadata: { order_id: 7 } },
  { customer_details: 'x' },
  { id: `cs_${'x'.repeat(300)}` },
]

/** Unsigned, mis-signed or stale bodies, or validly signed checkout events whose session is malformed. */
function malformedDelivery(random: Random): Request {
  const roll = random()
  if (roll < 0.3) {
    const body = event(pick(random, HANDLED), undefined, pick(random, BAD_SESSIONS))
    const broken =
      random() < 0.5 ? { ...body, data: pick(random, [null, 'x', {}, { object: null }]) } : body
    return signed(random() < 0.2 ? { ...broken, id: pick(random, [null, '', 5]) } : broken)
  }
  const payload = random() < 0.5 ? malformedCheckoutBody(random) : JSON.stringify(event())
  const signature = pick(random, [
    '',
    'garbage',
    't=1,v1=00',
    sign(payload, 'whsec_wrong'),
    sign(payload, SECRET, Math.floor(Date.now() / 1000) - 3600),
    sign(`${payload} `),
  ])
  return deliver(payload, signature)
}
