// The cadence of a campaign, one rule for the scheduler, the admin's "next run" and the
// calendar. Without preferences: posts_frequency posts per period, spread evenly over each
// period counted from the campaign's creation. With preferred weekdays or a time of day:
// calendar periods in the campaign's time zone (days, Monday-to-Sunday weeks, months), the
// period's posts shared out over its chosen weekdays, each day's first at the time of day.
import { MAX_POSTS_PER_DAY, maxPostsPer } from './cadence-limit.ts'
import { isFrequencyPeriod } from './post-length.ts'
import { isTimeZone, localParts, zonedInstant } from './time-zone.ts'

export type FrequencyPeriod = 'day' | 'week' | 'month'

export type Cadence = {
  posts_frequency: number
  frequency_period: string
  created_at: string
  resumed_at: string | null
  /** 0 Sunday .. 6 Saturday; empty: every day. */
  preferred_weekdays?: number[] | null
  /** 'HH:MM' or 'HH:MM:SS' (Postgres time); null: spread from creation. */
  time_of_day?: string | null
  time_zone?: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000
/** The first post of a preferred day when only weekdays are set. */
const DEFAULT_MINUTES = 9 * 60

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

/** Minutes after midnight of 'HH:MM[:SS]', or null when absent or malformed. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes < 24 * 60 ? minutes : null
}

/** The valid weekdays of a cadence (an empty list means every day). */
function weekdaysOf(cadence: Cadence): number[] {
  return (cadence.preferred_weekdays ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)
}

/** How a cadence places its slots: evenly from creation, or on the calendar of a zone. */
type Plan =
  | { kind: 'even'; anchor: Date; period: string; frequency: number }
  | {
      kind: 'calendar'
      period: FrequencyPeriod
      frequency: number
      weekdays: Set<number>
      minutes: number
      timeZone: string
    }

function planOf(cadence: Cadence): Plan {
  const period = isFrequencyPeriod(cadence.frequency_period) ? cadence.frequency_period : 'day'
  // posts_frequency within 1 and the cadence bound (the database enforces it; never trusted here).
  const frequency = Math.min(maxPostsPer(period), Math.max(1, Math.floor(cadence.posts_frequency)))
  const weekdays = weekdaysOf(cadence)
  const minutes = minutesOfDay(cadence.time_of_day)
  if (weekdays.length === 0 && minutes === null) {
    return {
      kind: 'even',
      anchor: new Date(cadence.created_at),
      period: cadence.frequency_period,
      frequency,
    }
  }
  const zone = cadence.time_zone ?? 'UTC'
  return {
    kind: 'calendar',
    period,
    frequency,
    weekdays: new Set(weekdays.length > 0 ? weekdays : [0, 1, 2, 3, 4, 5, 6]),
    minutes: minutes ?? DEFAULT_MINUTES,
    timeZone: isTimeZone(zone) ? zone : 'UTC',
  }
}

/** Days since 1970-01-01 of a wall-clock date; 1970-01-01 was a Thursday (weekday 4). */
const dayNumberOf = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / DAY_MS
const weekdayOf = (dayNumber: number) => (((dayNumber + 4) % 7) + 7) % 7

/** The index of the period holding `at` (negative before the anchor of an even plan). */
function periodIndexAt(plan: Plan, at: Date): number {
  if (plan.kind === 'calendar') {
    const p = localParts(at, plan.timeZone)
    const dayNumber = dayNumberOf(p.year, p.month, p.day)
    if (plan.period === 'day') return dayNumber
    // Weeks run Monday to Sunday: week 0 starts on Monday 1969-12-29 (day -3).
    if (plan.period === 'week') return Math.floor((dayNumber + 3) / 7)
    return p.year * 12 + p.month - 1
  }
  const { anchor, period } = plan
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

/** The chosen days (day numbers) of calendar period n. */
function daysOfPeriod(plan: Extract<Plan, { kind: 'calendar' }>, n: number): number[] {
  let first = n
  let last = n
  if (plan.period === 'week') {
    first = 7 * n - 3
    last = first + 6
  } else if (plan.period === 'month') {
    const year = Math.floor(n / 12)
    const month = n - year * 12
    first = Date.UTC(year, month, 1) / DAY_MS
    last = Date.UTC(year, month + 1, 1) / DAY_MS - 1
  }
  const days: number[] = []
  for (let d = first; d <= last; d += 1) if (plan.weekdays.has(weekdayOf(d))) days.push(d)
  return days
}

/** The slots of period n, in time order. */
function slotsOfPeriod(plan: Plan, n: number): Date[] {
  if (plan.kind === 'even') {
    const start = periodStart(plan.anchor, plan.period, n).getTime()
    const end = periodStart(plan.anchor, plan.period, n + 1).getTime()
    return Array.from(
      { length: plan.frequency },
      (_, i) => new Date(start + Math.floor(((end - start) * i) / plan.frequency)),
    )
  }
  const days = daysOfPeriod(plan, n)
  // Never more than the daily bound on one chosen day.
  const frequency = Math.min(plan.frequency, MAX_POSTS_PER_DAY * days.length)
  const perDay = new Map<number, number>()
  for (let i = 0; i < frequency; i += 1) {
    const day = days[Math.floor((i * days.length) / frequency)]
    if (day !== undefined) perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  const slots: Date[] = []
  for (const [day, count] of perDay) {
    const date = new Date(day * DAY_MS)
    const room = 24 * 60 - plan.minutes
    for (let j = 0; j < count; j += 1) {
      slots.push(
        zonedInstant(
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          plan.minutes + Math.floor((room * j) / count),
          plan.timeZone,
        ),
      )
    }
  }
  return slots
}

const floorOf = (cadence: Cadence) => new Date(cadence.resumed_at ?? cadence.created_at)

/**
 * The slots due at `now`: from the start of the previous period (a scheduler that was down for
 * a while catches up one period, not months), never before creation or the last resume.
 */
export function dueSlots(cadence: Cadence, now: Date): Date[] {
  const plan = planOf(cadence)
  const floor = floorOf(cadence)
  const last = periodIndexAt(plan, now)
  const slots: Date[] = []
  for (let n = plan.kind === 'even' ? Math.max(0, last - 1) : last - 1; n <= last; n += 1) {
    for (const slot of slotsOfPeriod(plan, n)) if (slot <= now && slot >= floor) slots.push(slot)
  }
  return slots
}

/**
 * The slots after `from` up to and including `to`, in order: what the scheduler will enqueue
 * when each falls due (the calendar shows them).
 */
export function upcomingSlots(cadence: Cadence, from: Date, to: Date): Date[] {
  const plan = planOf(cadence)
  const floor = floorOf(cadence)
  const slots: Date[] = []
  const first = Math.max(plan.kind === 'even' ? 0 : -Infinity, periodIndexAt(plan, from))
  for (let n = first; n <= periodIndexAt(plan, to); n += 1) {
    for (const slot of slotsOfPeriod(plan, n)) {
      if (slot > from && slot <= to && slot >= floor) slots.push(slot)
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime())
}

/** The first slot after `now` (what the admin sees as the next run). */
export function nextSlot(cadence: Cadence, now: Date): Date {
  const plan = planOf(cadence)
  const floor = floorOf(cadence)
  for (let n = Math.max(plan.kind === 'even' ? 0 : -Infinity, periodIndexAt(plan, now)); ; n += 1) {
    for (const slot of slotsOfPeriod(plan, n)) if (slot > now && slot >= floor) return slot
  }
}
