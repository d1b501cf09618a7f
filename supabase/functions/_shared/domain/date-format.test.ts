import { describe, expect, it } from 'vitest'
import { formatLongDate } from './date-format.ts'

const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

const dates = [
  '2025-05-10T00:00:00Z',
  '2026-11-26T23:59:59.999Z',
  '2026-12-31T23:30:00-05:00',
  '2024-02-29T12:00:00Z',
  '1970-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2019-03-01T08:15:00+09:00',
].map((iso) => new Date(iso))

describe('formatLongDate (en-US, UTC)', () => {
  it('gives the spec format, as Intl.DateTimeFormat does', () => {
    expect(formatLongDate(new Date('2025-05-10T00:00:00Z'))).toBe('May 10, 2025')
    for (const date of dates)
      expect(formatLongDate(date), date.toISOString()).toBe(intl.format(date))
  })

  it('gives every day of a leap year as Intl does', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 13))
      expect(formatLongDate(date)).toBe(intl.format(date))
    }
  })

  it('leaves years outside 1-9999 and invalid dates to Intl', () => {
    for (const date of [new Date('-000100-06-01T00:00:00Z'), new Date('+010000-01-01T00:00:00Z')])
      expect(formatLongDate(date)).toBe(intl.format(date))
    expect(() => formatLongDate(new Date('not a date'))).toThrow(RangeError)
  })
})
