// Lead-credit pricing, the one copy the top-up page and the payment functions share.
// Money is integer cents. Per-lead prices are kept in mills (tenths of a cent) because tier 3
// costs $0.085 and tier 6 $0.055; a total is rounded half up to the cent once, at the end.

export type CreditTier = {
  tier: number
  tierName: string
  min: number
  /** Inclusive. */
  max: number
  pricePerLeadMills: number
  discount: string
}

export const CREDITS_PER_LEAD = 60
export const MAX_LEADS = 500_000
export const MIN_PURCHASE_CENTS = 10_000
export const CURRENCY = 'usd'

// Tier 6 is listed up to 1,000,000 leads, but a purchase is capped at MAX_LEADS: the clamp wins.
/** The standard price of one lead ($0.12): tier 1 of the top-up and the lead calculator. */
export const STANDARD_PRICE_PER_LEAD_MILLS = 120

/** A tier's discount label: its saving on the standard price, in percent to one decimal. */
export function discountLabel(pricePerLeadMills: number): string {
  const tenths = Math.round(
    ((STANDARD_PRICE_PER_LEAD_MILLS - pricePerLeadMills) * 1000) / STANDARD_PRICE_PER_LEAD_MILLS,
  )
  return `${tenths / 10}%`
}

const tier = (
  number: number,
  tierName: string,
  min: number,
  max: number,
  pricePerLeadMills: number,
): CreditTier => ({
  tier: number,
  tierName,
  min,
  max,
  pricePerLeadMills,
  discount: discountLabel(pricePerLeadMills),
})

const TIER_1 = tier(1, 'Starter', 1, 9_999, STANDARD_PRICE_PER_LEAD_MILLS)

export const CREDIT_TIERS: readonly CreditTier[] = [
  TIER_1,
  tier(2, 'Growth', 10_000, 24_999, 100),
  tier(3, 'Professional', 25_000, 49_999, 85),
  tier(4, 'Business', 50_000, 99_999, 70),
  tier(5, 'Enterprise', 100_000, 199_999, 60),
  tier(6, 'Agency', 200_000, 1_000_000, 55),
]

/** ceil($100 / $0.12) = 834 leads: the smallest count whose tier-1 total reaches the minimum. */
export const MIN_LEADS = Math.ceil((MIN_PURCHASE_CENTS * 10) / TIER_1.pricePerLeadMills)

/** "$100": the minimum purchase as the page words it. */
export const MIN_PURCHASE_LABEL = `$${MIN_PURCHASE_CENTS / 100}`

/** The agency annual upgrade: a fixed price that is not derived from the tiers. */
export const AGENCY_ANNUAL_OFFER = {
  leadCount: 8_666,
  amountCents: 199_700,
  credits: 8_666 * CREDITS_PER_LEAD,
  tierName: 'Agency Annual',
} as const

/**
 * The workshop's bundle: 10,000 leads, bought through the ordinary checkout at the tiers' price
 * (tier 2, $0.10 a lead: $1,000). Only the count is fixed here; the price is quoteLeads'.
 */
export const WORKSHOP_BUNDLE_LEADS = 10_000

/** Whole leads within [MIN_LEADS, MAX_LEADS]; anything that is not a finite number is the minimum. */
export function clampLeadCount(value: number): number {
  if (!Number.isFinite(value)) return MIN_LEADS
  return Math.min(MAX_LEADS, Math.max(MIN_LEADS, Math.round(value)))
}

export function tierFor(leadCount: number): CreditTier {
  return CREDIT_TIERS.find((t) => leadCount >= t.min && leadCount <= t.max) ?? TIER_1
}

/** leads × mills, rounded half up to whole cents, in integers only. */
export function totalCents(leadCount: number, pricePerLeadMills: number): number {
  return Math.floor((leadCount * pricePerLeadMills + 5) / 10)
}

export type CreditQuote = {
  leadCount: number
  tier: CreditTier
  totalCents: number
  credits: number
  meetsMinimum: boolean
}

/** The price of a whole, positive lead count (callers clamp or validate it first). */
export function quoteLeads(leadCount: number): CreditQuote {
  const tier = tierFor(leadCount)
  const cents = totalCents(leadCount, tier.pricePerLeadMills)
  return {
    leadCount,
    tier,
    totalCents: cents,
    credits: leadCount * CREDITS_PER_LEAD,
    meetsMinimum: cents >= MIN_PURCHASE_CENTS,
  }
}

export { formatCents } from './number-format.ts'

/** 85 mills → "$0.085", 120 → "$0.12". */
export function formatMills(mills: number): string {
  const dollars = (mills / 1000).toFixed(3)
  return `$${dollars.endsWith('0') ? dollars.slice(0, -1) : dollars}`
}

/**
 * Credits a refund takes back: the order's credits in proportion to the money refunded, each
 * running total rounded down, so a full refund takes back exactly all of them. `before` and
 * `after` are the cumulative refunded cents (Stripe's amount_refunded). apply_refund_event
 * (migration 20261129030000_credit_delivery.sql) computes the ledger row the same way.
 */
export function refundedCredits(
  order: { credits: number; amountCents: number },
  before: number,
  after: number,
): number {
  const share = (cents: number) => Math.floor((order.credits * cents) / order.amountCents)
  return share(after) - share(before)
}
