// The identity-resolution lead calculator (spec §9): 14% of monthly visitors become leads,
// and each lead costs $0.12. Integer percentages keep the rounding free of float noise.
export const VISITORS_MIN = 0
export const VISITORS_MAX = 50_000
export const VISITORS_STEP = 500
export const LEAD_RATE_PERCENT = 14
export const COST_PER_LEAD_CENTS = 12

export function leadsPerMonth(visitors: number) {
  return Math.round((visitors * LEAD_RATE_PERCENT) / 100)
}

/** Monthly cost in whole dollars. */
export function monthlyCost(leads: number) {
  return Math.round((leads * COST_PER_LEAD_CENTS) / 100)
}

export function formatCostPerLead() {
  return `$${(COST_PER_LEAD_CENTS / 100).toFixed(2)} per lead`
}

const numberFormat = new Intl.NumberFormat('en-US')

export function formatCount(value: number) {
  return numberFormat.format(value)
}
