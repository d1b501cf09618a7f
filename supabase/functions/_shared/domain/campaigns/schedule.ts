// The cadence of a campaign: posts_frequency posts per period, spread evenly over each period
// counted from the campaign's creation. One rule for the scheduler and for the admin's "next run".
import { maxPostsPer } from './cadence-limit.ts'
import { isFrequencyPeriod } from './post-length.ts'

export type FrequencyPeriod = 'day' | 'week' | 'month'

export type Cadence = {
  posts_frequency: number
  frequency_period: string
  created_at: string
  resumed_at: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000

function daysInUtcMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
}

/** The start of period n after the anchor; months keep the anchor's day, clamped to the month. */
export function periodStart(anchor: Date, period: string, n: number): Date {
  if (period === 'day') return new Date(anchor.getTime() + n * DAY_MS)
  if (period === 'week') return new Date(anchor.getTime() + 7 * n * DAY_MS)
  const total = anchor.getUTCMonth() + n
  const year = anchor.getUTCFullYear() + Math.floor(total / 12)
  const month = ((total % 12) + 12) % 12
  const day = Math.min(anchor.getUTCDate(), daysInUtcMonth(year, month))
  const start = new Date(anchor.getTime())
  start.setUTCFullYear(year, month, day)
  return start
}

/** The index of the period holding `at` (negative before the anchor). */
function periodIndexAt(anchor: Date, period: string, at: Date): number {
  if (period === 'day' || period === 'week') {
    const length = period === 'day' ? DAY_MS : 7 * DAY_MS
    return Math.floor((at.getTime() - anchor.getTime()) / length)
  }
  let n =
    (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + at.getUTCMonth() - anchor.getUTCMonth()
  while (periodStart(anchor, period, n) > at) n -= 1
  while (periodStart(anchor, period, n + 1) <= at) n += 1
  return n
}

/** posts_frequency within 1 and the cadence bound (the database enforces it; never trusted here). */
function postsPerPeriod(cadence: Cadence): number {
  const max = maxPostsPer(
    isFrequencyPeriod(cadence.frequency_period) ? cadence.frequency_period : 'day',
  )
  return Math.min(max, Math.max(1, Math.floor(cadence.posts_frequency)))
}

/** Slot i of period n: the period divided into posts_frequency equal parts. */
function slotAt(anchor: Date, cadence: Cadence, n: number, i: number): Date {
  const start = periodStart(anchor, cadence.frequency_period, n).getTime()
  const end = periodStart(anchor, cadence.frequency_period, n + 1).getTime()
  return new Date(start + Math.floor(((end - start) * i) / cadence.posts_frequency))
}

/**
 * The slots due at `now`: from the start of the previous period (a scheduler that was down for
 * a while catches up one period, not months), never before creation or the last resume.
 */
export function dueSlots(cadence: Cadence, now: Date): Date[] {
  const anchor = new Date(cadence.created_at)
  const frequency = postsPerPeriod(cadence)
  const floor = cadence.resumed_at ? new Date(cadence.resumed_at) : anchor
  const last = periodIndexAt(anchor, cadence.frequency_period, now)
  const slots: Date[] = []
  for (let n = Math.max(0, last - 1); n <= last; n += 1) {
    for (let i = 0; i < frequency; i += 1) {
      const slot = slotAt(anchor, { ...cadence, posts_frequency: frequency }, n, i)
      if (slot <= now && slot >= floor) slots.push(slot)
    }
  }
  return slots
}

/** The first slot after `now` (what the admin sees as the next run). */
export function nextSlot(cadence: Cadence, now: Date): Date {
  const anchor = new Date(cadence.created_at)
  const frequency = postsPerPeriod(cadence)
  const floor = cadence.resumed_at ? new Date(cadence.resumed_at) : anchor
  for (let n = Math.max(0, periodIndexAt(anchor, cadence.frequency_period, now)); ; n += 1) {
    for (let i = 0; i < frequency; i += 1) {
      const slot = slotAt(anchor, { ...cadence, posts_frequency: frequency }, n, i)
      if (slot > now && slot >= floor) return slot
    }
  }
}
