// Dates are written by hand: a page's first Intl.DateTimeFormat loads the locale's ICU data and
// time zone, 50-65 ms of one task at 4x CPU throttling. Dates outside years 1-9999,
// and invalid ones, go to Intl, created on first need; date-format.test.ts checks both against Intl.
let longDate: Intl.DateTimeFormat | undefined

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * en-US long format in UTC, 'May 10, 2025': UTC, so the prerendered, server-rendered and
 * hydrated dates are the same string everywhere.
 */
export function formatLongDate(date: Date): string {
  const year = date.getUTCFullYear()
  if (year >= 1 && year <= 9999) {
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`
  }
  longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
  return longDate.format(date)
}
