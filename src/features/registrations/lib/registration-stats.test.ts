import { describe, expect, it } from 'vitest'
import {
  activeUsers,
  conversionRate,
  monthsBefore,
  percentChange,
  registrationStats,
} from '@/features/registrations/lib/registration-stats'
import type { Registration } from '@/features/registrations/lib/types'

let seq = 0
const reg = (created: Date, Email: string | null = `p${++seq}@example.com`): Registration => ({
  id: `r${++seq}`,
  name: 'Someone',
  Email,
  created_at: created.toISOString(),
})
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000)

describe('monthsBefore', () => {
  it('goes back one calendar month, clamping to the shorter month', () => {
    expect(monthsBefore(new Date(2025, 4, 20, 13, 0), 1)).toEqual(new Date(2025, 3, 20, 13, 0))
    expect(monthsBefore(new Date(2025, 2, 31), 1)).toEqual(new Date(2025, 1, 28))
    expect(monthsBefore(new Date(2024, 2, 31), 1)).toEqual(new Date(2024, 1, 29))
    expect(monthsBefore(new Date(2025, 0, 15), 1)).toEqual(new Date(2024, 11, 15))
    expect(monthsBefore(new Date(2025, 4, 31), 2)).toEqual(new Date(2025, 2, 31))
  })
})

describe('percentChange', () => {
  it('is the relative change, and 100 when the previous value is 0', () => {
    expect(percentChange(6, 4)).toBe(50)
    expect(percentChange(2, 4)).toBe(-50)
    expect(percentChange(5, 0)).toBe(100)
    expect(percentChange(0, 0)).toBe(100)
  })
})

describe('conversionRate and activeUsers', () => {
  const now = new Date(2025, 4, 20)
  it('counts registrations with a non-empty Email', () => {
    expect(conversionRate([reg(now), reg(now, null), reg(now, '  '), reg(now)])).toBe(50)
    expect(conversionRate([])).toBe(0)
  })
  it('counts distinct email addresses, ignoring case and blanks', () => {
    expect(activeUsers([reg(now, 'A@x.com'), reg(now, 'a@x.com '), reg(now, null)])).toBe(1)
  })
})

describe('registrationStats', () => {
  const now = new Date(2025, 4, 20, 12, 0)

  it('compares the last calendar month with the month before it', () => {
    const registrations = [
      reg(daysBefore(now, 1), 'a@x.com'),
      reg(daysBefore(now, 5), 'a@x.com'),
      reg(daysBefore(now, 10), null),
      reg(daysBefore(now, 29), 'b@x.com'),
      // 2025-04-20 12:00 is exactly one month back: it belongs to the month before.
      reg(new Date(2025, 3, 20, 12, 0), 'c@x.com'),
      reg(daysBefore(now, 40), 'd@x.com'),
      reg(daysBefore(now, 100), 'e@x.com'),
    ]
    const stats = registrationStats(registrations, now)
    expect(stats.lastMonthCount).toBe(4)
    expect(stats.totalRegistrations).toEqual({ value: 7, change: 100 })
    // a@x.com twice and b@x.com against c@x.com and d@x.com
    expect(stats.activeUsers).toEqual({ value: 2, change: 0 })
    // 6 of 7 overall; 75% last month against 100% the month before: -25 points
    expect(stats.conversionRate.value).toBeCloseTo((6 / 7) * 100)
    expect(stats.conversionRate.change).toBe(-25)
  })

  it('shows 100 for a change from an empty previous month', () => {
    const stats = registrationStats([reg(daysBefore(now, 2))], now)
    expect(stats.totalRegistrations.change).toBe(100)
    expect(stats.activeUsers.change).toBe(100)
    expect(stats.conversionRate).toEqual({ value: 100, change: 100 })
  })

  it('is all zeros with a 100 change for no registrations', () => {
    const stats = registrationStats([], now)
    expect(stats.totalRegistrations).toEqual({ value: 0, change: 100 })
    expect(stats.conversionRate).toEqual({ value: 0, change: 0 })
  })
})
