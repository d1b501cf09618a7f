import { describe, expect, it } from 'vitest'
import { SITE, email, fakeDeps, post } from '@tests/create-credit-payment.ts'
import { createHandler, errors } from './handler.ts'

describe('create-credit-payment', () => {
  it('answers preflights, allowing the Idempotency-Key header, and refuses other methods', async () => {
    const handler = createHandler(fakeDeps().deps)
    const preflight = await handler(new Request('http://fn.test/x', { method: 'OPTIONS' }))
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key')
    const get = await handler(new Request('http://fn.test/x'))
    expect(get.status).toBe(405)
    expect(await get.json()).toEqual({ error: errors.method })
  })

  it('records a pending order priced on the server and returns the Checkout URL', async () => {
    const { deps, orders, sessionRequests } = fakeDeps()
    const response = await createHandler(deps)(post({ leadCount: 834, email }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: 'https://pay.example.test/1' })
    expect([...orders.values()]).toEqual([
      expect.objectContaining({
        leadCount: 834,
        credits: 50_040,
        amountCents: 10_008,
        email,
        sessionId: 'cs_test_1',
      }),
    ])
    expect(sessionRequests[0]).toMatchObject({
      successUrl: `${SITE}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/credit-topup`,
      idempotencyKey: 'credit-order-order-1',
    })
  })

  it('charges the agency offer its fixed price', async () => {
    const { deps, orders } = fakeDeps()
    const body = { leadCount: 8666, email, isAgencyAnnual: true, fixedAmount: 199700 }
    expect((await createHandler(deps)(post(body))).status).toBe(200)
    expect([...orders.values()][0]).toMatchObject({
      amountCents: 199_700,
      credits: 519_960,
      isAgencyAnnual: true,
    })
  })

  it('makes one order and one session for a double click with the same Idempotency-Key', async () => {
    const { deps, orders, sessionRequests } = fakeDeps()
    const handler = createHandler(deps)
    const headers = { 'idempotency-key': 'click-1234-abcd' }
    const [a, b] = await Promise.all([
      handler(post({ leadCount: 5000, email }, headers)),
      handler(post({ leadCount: 5000, email }, headers)),
    ])
    expect(await a.json()).toEqual(await b.json())
    expect(orders.size).toBe(1)
    expect(new Set(sessionRequests.map((r) => r.idempotencyKey))).toEqual(
      new Set(['credit-order-order-1']),
    )

    const reused = await handler(post({ leadCount: 6000, email }, headers))
    expect(reused.status).toBe(409)
    expect(await reused.json()).toEqual({ error: errors.keyReused })
  })

  it('says what to configure when Stripe is not set up, and creates nothing', async () => {
    const { deps, orders } = fakeDeps({ payments: null })
    const response = await createHandler(deps)(post({ leadCount: 834, email }))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: expect.stringContaining('STRIPE_SECRET_KEY') })
    expect(orders.size).toBe(0)
  })

  it('returns buyers to SITE_URL when it is set, and needs an origin otherwise', async () => {
    const configured = fakeDeps({ siteUrl: 'https://www.example.com/' })
    await createHandler(configured.deps)(post({ leadCount: 834, email }))
    expect(configured.sessionRequests[0]?.cancelUrl).toBe('https://www.example.com/credit-topup')

    const { deps } = fakeDeps()
    const request = new Request('http://fn.test/x', {
      method: 'POST',
      body: JSON.stringify({ leadCount: 834, email }),
    })
    const response = await createHandler(deps)(request)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: errors.siteUrl })
  })

  it('passes a payment provider failure on as a 502 with its message', async () => {
    const { deps } = fakeDeps({
      payments: {
        createSession: () =>
          Promise.reject(new Error('Your account cannot currently make live charges.')),
      },
    })
    const response = await createHandler(deps)(post({ leadCount: 834, email }))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({
      error: 'Your account cannot currently make live charges.',
    })
  })
})
