import { describe, expect, it } from 'vitest'
import {
  AGENCY_ANNUAL_OFFER,
  clampLeadCount,
  CREDIT_TIERS,
  discountLabel,
  formatCents,
  formatMills,
  MAX_LEADS,
  MIN_LEADS,
  MIN_PURCHASE_LABEL,
  quoteLeads,
  tierFor,
} from './credit-pricing.ts'

describe('credit pricing', () => {
  it('derives the minimum from $100 at $0.12: 834 leads', () => {
    expect(MIN_LEADS).toBe(834)
    expect(quoteLeads(833)).toMatchObject({ totalCents: 9996, meetsMinimum: false })
    expect(quoteLeads(834)).toMatchObject({ totalCents: 10008, meetsMinimum: true })
    expect(formatCents(quoteLeads(834).totalCents)).toBe('$100.08')
    expect(MIN_PURCHASE_LABEL).toBe('$100')
  })

  it.each([
    [9_999, 1, 119_988],
    [10_000, 2, 100_000],
    [24_999, 2, 249_990],
    [25_000, 3, 212_500],
    [49_999, 3, 424_992], // 4,249,915 mills: half a cent, rounded up
    [50_000, 4, 350_000],
    [99_999, 4, 699_993],
    [100_000, 5, 600_000],
    [199_999, 5, 1_199_994],
    [200_000, 6, 1_100_000],
    [500_000, 6, 2_750_000],
  ])('%i leads are tier %i and cost %i cents', (leads, tier, cents) => {
    const quote = quoteLeads(leads)
    expect(quote.tier.tier).toBe(tier)
    expect(quote.totalCents).toBe(cents)
    expect(Number.isInteger(quote.totalCents)).toBe(true)
    expect(quote.credits).toBe(leads * 60)
  })

  it('lists the spec tiers with their prices and discount labels', () => {
    expect(
      CREDIT_TIERS.map((t) => [t.min, t.max, formatMills(t.pricePerLeadMills), t.discount]),
    ).toEqual([
      [1, 9_999, '$0.12', '0%'],
      [10_000, 24_999, '$0.10', '16.7%'],
      [25_000, 49_999, '$0.085', '29.2%'],
      [50_000, 99_999, '$0.07', '41.7%'],
      [100_000, 199_999, '$0.06', '50%'],
      [200_000, 1_000_000, '$0.055', '54.2%'],
    ])
  })

  it('derives a discount label from the price: the saving on $0.12, to one decimal', () => {
    expect(discountLabel(120)).toBe('0%')
    expect(discountLabel(100)).toBe('16.7%')
    expect(discountLabel(60)).toBe('50%')
    expect(discountLabel(119)).toBe('0.8%')
  })

  it('clamps to [834, 500,000] whole leads; anything not a number is the minimum', () => {
    expect(clampLeadCount(0)).toBe(834)
    expect(clampLeadCount(-5)).toBe(834)
    expect(clampLeadCount(833)).toBe(834)
    expect(clampLeadCount(1_234.6)).toBe(1_235)
    expect(clampLeadCount(500_000)).toBe(500_000)
    expect(clampLeadCount(500_001)).toBe(MAX_LEADS)
    expect(clampLeadCount(1_000_000)).toBe(MAX_LEADS)
    expect(clampLeadCount(Number.NaN)).toBe(834)
    expect(clampLeadCount(Number.POSITIVE_INFINITY)).toBe(834)
  })

  it('keeps tier 6 for counts above the cap (the clamp, not the tier, limits a purchase)', () => {
    expect(tierFor(1_000_000).tier).toBe(6)
    expect(quoteLeads(clampLeadCount(750_000)).totalCents).toBe(2_750_000)
  })

  it('prices the agency annual offer at $1,997 for 8,666 leads and 519,960 credits', () => {
    expect(AGENCY_ANNUAL_OFFER).toMatchObject({
      leadCount: 8_666,
      amountCents: 199_700,
      credits: 519_960,
    })
    expect(formatCents(AGENCY_ANNUAL_OFFER.amountCents)).toBe('$1,997.00')
  })

  it('never drifts like floating dollars do', () => {
    // Every total is integer arithmetic: within half a cent of the exact price, half rounded up.
    for (let leads = MIN_LEADS; leads <= 60_000; leads += 997) {
      const { tier, totalCents } = quoteLeads(leads)
      const overMills = totalCents * 10 - leads * tier.pricePerLeadMills
      expect(overMills).toBeGreaterThan(-5)
      expect(overMills).toBeLessThanOrEqual(5)
    }
  })
})
