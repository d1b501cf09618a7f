import { malformedCheckoutBody, seededRandom } from '@tests/fuzz-bodies.ts'
import { describe, expect, it } from 'vitest'
import {
  createHandler,
  errors,
  type Deps,
  type OrderToSave,
  type SavedOrder,
  type SessionRequest,
} from './handler.ts'

const SITE = 'https://shop.example.test'

/** In-memory orders and a Stripe stand-in that, like Stripe, replays a reused idempotency key. */
function fakeDeps(overrides: Partial<Deps> = {}) {
  const orders = new Map<string, SavedOrder>()
  const sessions = new Map<string, { id: string; url: string }>()
  const sessionRequests: SessionRequest[] = []
  let seq = 0
  const deps: Deps = {
    siteUrl: undefined,
    newCheckoutKey: () => `generated-key-${++seq}`,
    payments: {
      async createSession(request) {
        sessionRequests.push(request)
        const existing = sessions.get(request.idempotencyKey)
        if (existing) return existing
        const session = {
          id: `cs_test_${sessions.size + 1}`,
          url: `https://pay.example.test/${sessions.size + 1}`,
        }
        sessions.set(request.idempotencyKey, session)
        return session
      },
    },
    async saveOrder(order: OrderToSave) {
      const existing = orders.get(order.checkoutKey)
      if (existing) return existing
      const saved = { ...order, id: `order-${orders.size + 1}`, sessionId: null }
      orders.set(order.checkoutKey, saved)
      return saved
    },
    async attachSession(orderId, sessionId) {
      for (const order of orders.values()) if (order.id === orderId) order.sessionId = sessionId
    },
    ...overrides,
  }
  return { deps, orders, sessionRequests }
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://fn.test/create-credit-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const email = 'guest@example.com'

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

  it.each([
    ['a tampered fixedAmount', { leadCount: 8666, email, isAgencyAnnual: true, fixedAmount: 100 }],
    ['a fixedAmount without the offer', { leadCount: 834, email, fixedAmount: 10_008 }],
    ['below the minimum', { leadCount: 833, email }],
    ['NaN', '{"leadCount": NaN, "email": "guest@example.com"}'],
    ['a string count', { leadCount: '1000', email }],
    ['a negative count', { leadCount: -1000, email }],
    ['a huge count', { leadCount: 1e12, email }],
    ['a fraction', { leadCount: 1000.5, email }],
    ['no email', { leadCount: 1000 }],
  ])('refuses %s with a 400 and writes nothing', async (_, body) => {
    const { deps, orders, sessionRequests } = fakeDeps()
    const response = await createHandler(deps)(post(body))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: expect.any(String) })
    expect(orders.size).toBe(0)
    expect(sessionRequests).toEqual([])
  })

  it('refuses a malformed Idempotency-Key', async () => {
    const { deps, orders } = fakeDeps()
    const response = await createHandler(deps)(
      post({ leadCount: 834, email }, { 'idempotency-key': 'a b' }),
    )
    expect(response.status).toBe(400)
    expect(orders.size).toBe(0)
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

  it('answers 1,000 malformed bodies with a 4xx and writes nothing', async () => {
    const { deps, orders, sessionRequests } = fakeDeps()
    const handler = createHandler(deps)
    const random = seededRandom(14)
    for (let i = 0; i < 1000; i += 1) {
      const body = malformedCheckoutBody(random)
      const response = await handler(post(body))
      expect(response.status, `case ${i}: ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `case ${i}: ${body.slice(0, 200)}`).toBeLessThan(500)
    }
    expect(orders.size).toBe(0)
    expect(sessionRequests).toEqual([])
  })
})
