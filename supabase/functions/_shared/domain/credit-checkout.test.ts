import { describe, expect, it } from 'vitest'
import { checkoutErrors, checkoutRequestSchema, priceCheckout } from './credit-checkout.ts'

const email = 'guest@example.com'

function parse(body: unknown) {
  const result = checkoutRequestSchema.safeParse(body)
  return result.success ? result.data : result.error.issues[0]?.message
}

describe('checkout request', () => {
  it('prices a normal purchase on the server from the lead count', () => {
    const request = checkoutRequestSchema.parse({ leadCount: 834, email })
    expect(priceCheckout(request)).toEqual({
      leadCount: 834,
      credits: 50_040,
      amountCents: 10_008,
      tierName: 'Tier 1: Starter',
      isAgencyAnnual: false,
    })
  })

  it('accepts isAgencyAnnual false on a normal purchase', () => {
    const request = checkoutRequestSchema.parse({ leadCount: 1000, email, isAgencyAnnual: false })
    expect(priceCheckout(request)).toMatchObject({ amountCents: 12_000, isAgencyAnnual: false })
  })

  it('accepts the agency annual offer exactly as the page sends it', () => {
    const request = checkoutRequestSchema.parse({
      leadCount: 8666,
      email,
      isAgencyAnnual: true,
      fixedAmount: 199700,
    })
    expect(priceCheckout(request)).toMatchObject({ amountCents: 199_700, credits: 519_960 })
  })

  it.each([
    [{ leadCount: 8666, email, fixedAmount: 100 }, checkoutErrors.fixedAmount],
    [
      { leadCount: 8666, email, isAgencyAnnual: true, fixedAmount: 100 },
      checkoutErrors.fixedAmount,
    ],
    [
      { leadCount: 9000, email, isAgencyAnnual: true, fixedAmount: 199700 },
      checkoutErrors.fixedAmount,
    ],
    [{ leadCount: 8666, email, isAgencyAnnual: true }, checkoutErrors.fixedAmount],
    [{ leadCount: 834, email, fixedAmount: 10008 }, checkoutErrors.fixedAmount],
    [{ leadCount: 833, email }, checkoutErrors.leadCount],
    [{ leadCount: 500_001, email }, checkoutErrors.leadCount],
    [{ leadCount: 1000.5, email }, checkoutErrors.leadCount],
    [{ leadCount: '1000', email }, checkoutErrors.leadCount],
    [{ leadCount: -1000, email }, checkoutErrors.leadCount],
    [{ leadCount: 1e308, email }, checkoutErrors.leadCount],
    [{ leadCount: 1000, email: 'not-an-email' }, checkoutErrors.email],
    [{ leadCount: 1000 }, checkoutErrors.email],
    [{ leadCount: 1000, email, amount: 1 }, expect.any(String)],
    [null, checkoutErrors.body],
    [[1000, email], checkoutErrors.body],
  ])('rejects %j', (body, message) => {
    expect(parse(body)).toEqual(message)
  })
})
