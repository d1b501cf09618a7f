import type { Registration } from '@/features/registrations/lib/types'

/** The same day one calendar month earlier, clamped to the month's last day (Mar 31 -> Feb 28). */
export function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date)
  result.setDate(1)
  result.setMonth(result.getMonth() - months)
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate()
  result.setDate(Math.min(date.getDate(), lastDay))
  return result
}

/** Relative change in percent; 100 when the previous value is 0. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 100
  return ((current - previous) / previous) * 100
}

const hasEmail = (r: Registration) => (r.Email ?? '').trim() !== ''

/** Percentage of registrations with a non-empty Email (0 for none). */
export function conversionRate(registrations: Registration[]): number {
  if (registrations.length === 0) return 0
  return (registrations.filter(hasEmail).length / registrations.length) * 100
}

/** Active users: distinct email addresses (case-insensitive) among the registrations. */
export function activeUsers(registrations: Registration[]): number {
  return new Set(registrations.filter(hasEmail).map((r) => (r.Email ?? '').trim().toLowerCase()))
    .size
}

export type Stat = { value: number; change: number }
export type RegistrationStats = {
  totalRegistrations: Stat
  activeUsers: Stat
  /** `change` is in percentage points. */
  conversionRate: Stat
  lastMonthCount: number
}

/**
 * The dashboard's three cards. "Last month" is one calendar month back from now,
 * compared with the calendar month before it. Totals and the conversion rate cover every
 * registration; active users count the last month.
 */
export function registrationStats(registrations: Registration[], now: Date): RegistrationStats {
  const monthAgo = monthsBefore(now, 1).getTime()
  const twoMonthsAgo = monthsBefore(now, 2).getTime()
  const at = (r: Registration) => new Date(r.created_at).getTime()
  const lastMonth = registrations.filter((r) => at(r) > monthAgo && at(r) <= now.getTime())
  const monthBefore = registrations.filter((r) => at(r) > twoMonthsAgo && at(r) <= monthAgo)
  return {
    totalRegistrations: {
      value: registrations.length,
      change: percentChange(lastMonth.length, monthBefore.length),
    },
    activeUsers: {
      value: activeUsers(lastMonth),
      change: percentChange(activeUsers(lastMonth), activeUsers(monthBefore)),
    },
    conversionRate: {
      value: conversionRate(registrations),
      change: conversionRate(lastMonth) - conversionRate(monthBefore),
    },
    lastMonthCount: lastMonth.length,
  }
}
