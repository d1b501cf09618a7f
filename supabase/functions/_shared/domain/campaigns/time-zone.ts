// Wall-clock time in an IANA time zone, with Intl alone (the browser and Deno both have it):
// a campaign's weekdays, time of day and month are the admin's, not UTC's.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** Whether the browser's (and the database's) IANA zone list knows this name. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}

export const unknownTimeZone = (timeZone: string) => `Unknown time zone: ${timeZone}`

export type LocalParts = { year: number; month: number; day: number; minutes: number }

/** The wall-clock date (month 1-12) and minute of the day of an instant in a zone. */
export function localParts(at: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {}
  for (const part of formatter(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0 } = parts
  return { year, month, day, minutes: hour * 60 + minute }
}

/** The zone's offset from UTC at an instant, in ms (seconds dropped, as zones have none now). */
function offsetAt(ms: number, timeZone: string): number {
  const p = localParts(new Date(ms), timeZone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes)
  return wall - Math.floor(ms / 60_000) * 60_000
}

/**
 * The instant a wall-clock time happens in a zone. In a spring-forward gap it is the instant
 * just after the gap; in the repeated hour of a fall-back, the first one.
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes)
  const first = wall - offsetAt(wall, timeZone)
  const second = wall - offsetAt(first, timeZone)
  const exact = [first, second].filter((ms) => {
    const p = localParts(new Date(ms), timeZone)
    return Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes) === wall
  })
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(first, second))
}

/** The start of the month holding `at` in the zone, and the start of the next one. */
export function monthBounds(at: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month } = localParts(at, timeZone)
  return {
    start: zonedInstant(year, month, 1, 0, timeZone),
    end: zonedInstant(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1, 0, timeZone),
  }
}
