// The identity-resolution lead calculator: 14% of monthly visitors become leads,
// and each lead costs the standard price ($0.12, credit-pricing.ts). Integer percentages and
// mills keep the rounding free of float noise.
import { formatMills, STANDARD_PRICE_PER_LEAD_MILLS } from './credit-pricing.ts'

export const VISITORS_MIN = 0
export const VISITORS_MAX = 50_000
export const VISITORS_STEP = 500
export const LEAD_RATE_PERCENT = 14

export function leadsPerMonth(visitors: number) {
  return Math.round((visitors * LEAD_RATE_PERCENT) / 100)
}

/** Monthly cost in whole dollars. */
export function monthlyCost(leads: number) {
  return Math.round((leads * STANDARD_PRICE_PER_LEAD_MILLS) / 1000)
}

export function formatCostPerLead() {
  return `${formatMills(STANDARD_PRICE_PER_LEAD_MILLS)} per lead`
}
