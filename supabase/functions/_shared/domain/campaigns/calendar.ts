// The campaign calendar: the next days' slots, each with the keyword it will write about.
// The slots come from upcomingSlots, the scheduler's own rule.
import { upcomingSlots, type Cadence } from './schedule.ts'

export const CALENDAR_DAYS = 30

export type CalendarSlot = { at: string; keyword: string | null }

/**
 * `queue`: the keywords still to write, in order (queuedKeywords); `pending`: jobs already
 * queued without a keyword, which take the first of them before any new slot does.
 */
export function campaignCalendar(
  cadence: Cadence,
  now: Date,
  queue: readonly string[],
  pending = 0,
  days = CALENDAR_DAYS,
): CalendarSlot[] {
  const to = new Date(now.getTime() + days * 24 * 60 * 60 * 1000)
  return upcomingSlots(cadence, now, to).map((slot, index) => ({
    at: slot.toISOString(),
    keyword: queue[pending + index] ?? null,
  }))
}
