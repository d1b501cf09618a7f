// The checkout request of create-credit-payment: validated and priced here, on the
// server, from the lead count; the page shares its type.
import { z } from 'zod'
import { AGENCY_ANNUAL_OFFER, MAX_LEADS, MIN_LEADS, quoteLeads } from './credit-pricing.ts'

export const checkoutErrors = {
  leadCount: `leadCount must be a whole number from ${MIN_LEADS} to ${MAX_LEADS}`,
  email: 'A valid email is required',
  fixedAmount: `fixedAmount is accepted only for the agency annual offer (isAgencyAnnual, ${AGENCY_ANNUAL_OFFER.leadCount} leads, ${AGENCY_ANNUAL_OFFER.amountCents} cents)`,
  workshopAccess: 'workshopAccess must be a workshop personal link',
  body: 'Send a JSON body with leadCount and email',
} as const

const isAgencyOffer = (v: { leadCount: number; isAgencyAnnual?: boolean; fixedAmount?: number }) =>
  v.isAgencyAnnual === true &&
  v.leadCount === AGENCY_ANNUAL_OFFER.leadCount &&
  v.fixedAmount === AGENCY_ANNUAL_OFFER.amountCents

export const checkoutRequestSchema = z
  .strictObject(
    {
      leadCount: z
        .number({ error: checkoutErrors.leadCount })
        .int(checkoutErrors.leadCount)
        .min(MIN_LEADS, checkoutErrors.leadCount)
        .max(MAX_LEADS, checkoutErrors.leadCount),
      email: z
        .string({ error: checkoutErrors.email })
        .trim()
        .max(320, checkoutErrors.email)
        .pipe(z.email(checkoutErrors.email)),
      isAgencyAnnual: z.boolean({ error: checkoutErrors.fixedAmount }).optional(),
      fixedAmount: z.number({ error: checkoutErrors.fixedAmount }).optional(),
      /**
       * The workshop offer's buyer: their personal link (`<link id>.<token>`), which the server
       * resolves to the registration the order came from. Never a registration id.
       */
      workshopAccess: z
        .string({ error: checkoutErrors.workshopAccess })
        .max(400, checkoutErrors.workshopAccess)
        .optional(),
    },
    { error: checkoutErrors.body },
  )
  // A client may name the agency price, never any other: every other amount is computed here.
  .refine((v) => (v.isAgencyAnnual !== true && v.fixedAmount === undefined) || isAgencyOffer(v), {
    error: checkoutErrors.fixedAmount,
  })

export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

export type PricedOrder = {
  leadCount: number
  credits: number
  amountCents: number
  tierName: string
  isAgencyAnnual: boolean
}

/** What the server charges for a validated request. */
export function priceCheckout(request: z.output<typeof checkoutRequestSchema>): PricedOrder {
  if (request.isAgencyAnnual) {
    return {
      leadCount: AGENCY_ANNUAL_OFFER.leadCount,
      credits: AGENCY_ANNUAL_OFFER.credits,
      amountCents: AGENCY_ANNUAL_OFFER.amountCents,
      tierName: AGENCY_ANNUAL_OFFER.tierName,
      isAgencyAnnual: true,
    }
  }
  const quote = quoteLeads(request.leadCount)
  return {
    leadCount: quote.leadCount,
    credits: quote.credits,
    amountCents: quote.totalCents,
    tierName: `Tier ${quote.tier.tier}: ${quote.tier.tierName}`,
    isAgencyAnnual: false,
  }
}
