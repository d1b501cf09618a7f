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
import { errors } from './handler.ts'

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
    // A fixed text: the verifier's own message stays in the log.
    expect([errors.missingSignature, errors.badSignature]).toContain((await response.json()).error)
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
    const failed = await failing.handler(signed(event()))
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({
      error: errors.applyFailed,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })
})
