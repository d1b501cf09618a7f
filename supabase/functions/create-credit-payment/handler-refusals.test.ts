import { malformedCheckoutBody, seededRandom } from '@tests/fuzz-bodies.ts'
import { describe, expect, it } from 'vitest'
import { email, fakeDeps, post } from '@tests/create-credit-payment.ts'
import { createHandler } from './handler.ts'

describe('create-credit-payment', () => {
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
