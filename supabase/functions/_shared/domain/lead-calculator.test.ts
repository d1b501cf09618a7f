import { describe, expect, it } from 'vitest'
import {
  formatCostPerLead,
  leadsPerMonth,
  monthlyCost,
  VISITORS_MAX,
  VISITORS_STEP,
} from './lead-calculator'
import { formatCount } from './number-format'

describe('lead calculator', () => {
  it('turns 14% of visitors into leads, rounded', () => {
    expect(leadsPerMonth(0)).toBe(0)
    expect(leadsPerMonth(500)).toBe(70)
    expect(leadsPerMonth(10_000)).toBe(1_400)
    expect(leadsPerMonth(VISITORS_MAX)).toBe(7_000)
    expect(leadsPerMonth(3)).toBe(0)
    expect(leadsPerMonth(4)).toBe(1)
  })

  it('charges 12% of the lead count in dollars, rounded', () => {
    expect(monthlyCost(0)).toBe(0)
    expect(monthlyCost(70)).toBe(8)
    expect(monthlyCost(1_400)).toBe(168)
    expect(monthlyCost(7_000)).toBe(840)
    expect(monthlyCost(4)).toBe(0)
    expect(monthlyCost(5)).toBe(1)
  })

  it('gives whole numbers for every slider position', () => {
    for (let visitors = 0; visitors <= VISITORS_MAX; visitors += VISITORS_STEP) {
      expect(Number.isInteger(leadsPerMonth(visitors))).toBe(true)
      expect(Number.isInteger(monthlyCost(leadsPerMonth(visitors)))).toBe(true)
    }
  })

  it('formats the price and counts for display', () => {
    expect(formatCostPerLead()).toBe('$0.12 per lead')
    expect(formatCount(50_000)).toBe('50,000')
  })
})
