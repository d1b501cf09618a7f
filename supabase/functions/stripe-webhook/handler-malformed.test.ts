import { pick, seededRandom, malformedCheckoutBody, type Random } from '@tests/fuzz-bodies.ts'
import { describe, expect, it } from 'vitest'
import {
  ORDER_ID,
  SECRET,
  deliver,
  event,
  handlerWith,
  sign,
  signed,
} from '@tests/stripe-webhook.ts'

describe('stripe-webhook', () => {
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
