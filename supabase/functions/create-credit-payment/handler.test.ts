import { describe, expect, it } from 'vitest'
import {
  SITE,
  WORKSHOP_REGISTRATION,
  email,
  fakeDeps,
  post,
  workshopAccess,
} from '@tests/create-credit-payment.ts'
import { WORKSHOP_BUNDLE_LEADS } from '../_shared/domain/credit-pricing.ts'
import { createHandler, errors, type Deps } from './handler.ts'

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

  it('links a workshop offer order to the registration its personal link opens, and records the click', async () => {
    const { deps, orders, clicks } = fakeDeps()
    const body = { leadCount: WORKSHOP_BUNDLE_LEADS, email, workshopAccess: workshopAccess() }
    const response = await createHandler(deps)(post(body))
    expect(response.status).toBe(200)
    expect([...orders.values()]).toEqual([
      expect.objectContaining({
        leadCount: 10_000,
        amountCents: 100_000,
        registrationId: WORKSHOP_REGISTRATION,
      }),
    ])
    expect(clicks).toEqual([WORKSHOP_REGISTRATION])
  })

  it.each([
    ['an unknown or expired link', workshopAccess('00000000-0000-4000-8000-000000000000')],
    ['a malformed link', 'not-a-link'],
  ])('still sells the bundle for %s, linked to nothing', async (_, access) => {
    const { deps, orders, clicks } = fakeDeps()
    const body = { leadCount: WORKSHOP_BUNDLE_LEADS, email, workshopAccess: access }
    const response = await createHandler(deps)(post(body))
    expect(response.status).toBe(200)
    expect([...orders.values()]).toEqual([
      expect.objectContaining({ amountCents: 100_000, registrationId: null }),
    ])
    expect(clicks).toEqual([])
  })

  it('sells the bundle unlinked when the link lookup or the click record fails', async () => {
    const failing = fakeDeps({
      workshopRegistration: () => Promise.reject(new Error('connection reset')),
    })
    const body = { leadCount: WORKSHOP_BUNDLE_LEADS, email, workshopAccess: workshopAccess() }
    expect((await createHandler(failing.deps)(post(body))).status).toBe(200)
    expect([...failing.orders.values()][0]).toMatchObject({ registrationId: null })

    const clickFails = fakeDeps({ offerClicked: () => Promise.reject(new Error('timeout')) })
    expect((await createHandler(clickFails.deps)(post(body))).status).toBe(200)
    expect([...clickFails.orders.values()][0]).toMatchObject({
      registrationId: WORKSHOP_REGISTRATION,
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

  it('returns buyers to SITE_URL, never to the calling Origin', async () => {
    const { deps, sessionRequests } = fakeDeps({
      returnSites: { site: 'https://www.example.com', previews: [] },
    })
    const handler = createHandler(deps)
    await handler(post({ leadCount: 834, email }, { origin: 'https://evil.example' }))
    await handler(post({ leadCount: 834, email }, { origin: 'null' }))
    await handler(
      new Request('http://fn.test/x', {
        method: 'POST',
        body: '{"leadCount":834,"email":"guest@example.com"}',
      }),
    )
    expect(sessionRequests.map((r) => [r.successUrl, r.cancelUrl])).toEqual(
      Array(3).fill([
        'https://www.example.com/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}',
        'https://www.example.com/credit-topup',
      ]),
    )
  })

  it('returns a buyer to a preview origin only when the allow-list names it', async () => {
    const preview = 'https://deploy-preview-7--shop.netlify.app'
    const { deps, sessionRequests } = fakeDeps({
      returnSites: { site: 'https://www.example.com', previews: [preview] },
    })
    const handler = createHandler(deps)
    await handler(post({ leadCount: 834, email }, { origin: preview }))
    await handler(post({ leadCount: 834, email }, { origin: `${preview}.evil.example` }))
    expect(sessionRequests.map((r) => r.cancelUrl)).toEqual([
      `${preview}/credit-topup`,
      'https://www.example.com/credit-topup',
    ])
  })

  it('answers 503 saying what to set when SITE_URL is missing, and creates nothing', async () => {
    const { deps, orders, sessionRequests } = fakeDeps({ returnSites: null })
    const response = await createHandler(deps)(post({ leadCount: 834, email }))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: errors.siteUrl })
    expect(errors.siteUrl).toContain('SITE_URL')
    expect(orders.size).toBe(0)
    expect(sessionRequests).toEqual([])
  })

  it('counts each checkout against the caller address and answers 429 past the limit', async () => {
    const { deps, orders, sessionRequests, addresses } = fakeDeps({
      allowRequest: async (address) => {
        addresses.push(address)
        return {
          allowed: addresses.length <= 2,
          retryAfterSeconds: addresses.length <= 2 ? 0 : 900,
        }
      },
    })
    const handler = createHandler(deps)
    const from = { 'x-forwarded-for': '203.0.113.9' }
    const statuses = []
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await handler(post({ leadCount: 834 + i, email }, from))).status)
    }
    expect(statuses).toEqual([200, 200, 429, 429])
    const limited = await handler(post({ leadCount: 900, email }, from))
    expect(limited.headers.get('retry-after')).toBe('900')
    expect(await limited.json()).toEqual({ error: errors.tooMany })
    expect(addresses.every((address) => address === '203.0.113.9')).toBe(true)
    expect(orders.size).toBe(2)
    expect(sessionRequests).toHaveLength(2)
  })

  it.each([
    [
      'the payment provider',
      {
        payments: {
          createSession: () =>
            Promise.reject(
              new Error(
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              ),
            ),
        },
      },
      502,
    ],
    [
      'the provider without a URL',
      { payments: { createSession: async () => ({ id: 'cs_1', url: null }) } },
      502,
    ],
    [
      'saving the order',
      {
        saveOrder: () =>
          Promise.reject(
            new Error('duplicate key value violates unique constraint "credit_orders_pkey"'),
          ),
      },
      500,
    ],
    [
      'the rate limit check',
      {
        allowRequest: () =>
          Promise.reject(
            new Error('rate limit check failed: relation "rate_limits" does not exist'),
          ),
      },
      500,
    ],
  ] satisfies [string, Partial<Deps>, number][])(
    'hides a failure of %s behind the spec text and a request id, and logs the details',
    async (_, overrides, status) => {
      const { deps, logged } = fakeDeps(overrides)
      const response = await createHandler(deps)(post({ leadCount: 834, email }))
      expect(response.status).toBe(status)
      const body = await response.json()
      expect(body).toEqual({
        error: 'Failed to process payment',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      })
      expect(logged).toEqual([
        {
          message: expect.stringContaining(`[request ${body.requestId}]`),
          error: expect.anything(),
        },
      ])
    },
  )
})
