import { describe, expect, it } from 'vitest'
import { campaignCalendar } from './calendar.ts'
import { dueSlots, nextSlot, periodStart, upcomingSlots } from './schedule.ts'

const cadence = (
  posts_frequency: number,
  frequency_period: string,
  resumed_at: string | null = null,
) => ({
  posts_frequency,
  frequency_period,
  created_at: '2025-01-31T09:00:00.000Z',
  resumed_at,
})

describe('campaign schedule', () => {
  it('starts with a slot at creation', () => {
    expect(dueSlots(cadence(1, 'week'), new Date('2025-01-31T09:00:00.000Z'))).toEqual([
      new Date('2025-01-31T09:00:00.000Z'),
    ])
  })

  it('spreads posts evenly over the period', () => {
    expect(dueSlots(cadence(2, 'day'), new Date('2025-01-31T22:00:00.000Z'))).toEqual([
      new Date('2025-01-31T09:00:00.000Z'),
      new Date('2025-01-31T21:00:00.000Z'),
    ])
  })

  it('keeps the anchor day in months, clamped to short months', () => {
    const anchor = new Date('2025-01-31T09:00:00.000Z')
    expect(periodStart(anchor, 'month', 1).toISOString()).toBe('2025-02-28T09:00:00.000Z')
    expect(periodStart(anchor, 'month', 2).toISOString()).toBe('2025-03-31T09:00:00.000Z')
  })

  it('catches up at most the previous period', () => {
    const slots = dueSlots(cadence(1, 'day'), new Date('2025-03-01T10:00:00.000Z'))
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2025-02-28T09:00:00.000Z',
      '2025-03-01T09:00:00.000Z',
    ])
  })

  it('skips the slots that fell due while paused', () => {
    const slots = dueSlots(
      cadence(1, 'day', '2025-02-02T12:00:00.000Z'),
      new Date('2025-02-02T12:00:00.000Z'),
    )
    expect(slots).toEqual([])
    expect(
      nextSlot(cadence(1, 'day', '2025-02-02T12:00:00.000Z'), new Date('2025-02-02T12:00:00.000Z')),
    ).toEqual(new Date('2025-02-03T09:00:00.000Z'))
  })

  it('names the next run', () => {
    expect(nextSlot(cadence(3, 'week'), new Date('2025-01-31T09:00:00.000Z')).toISOString()).toBe(
      '2025-02-02T17:00:00.000Z',
    )
  })

  it('never makes more slots than the cadence bound, whatever the row says', () => {
    const now = new Date('2025-03-01T10:00:00.000Z')
    const flood = dueSlots(cadence(50_000_000, 'day'), now)
    // At most 10 a day: the previous day's 10 and today's, up to now.
    expect(flood).toEqual(dueSlots(cadence(10, 'day'), now))
    expect(flood.length).toBeLessThanOrEqual(20)
    expect(dueSlots(cadence(50_000_000, 'month'), now).length).toBeLessThanOrEqual(2 * 280)
    expect(nextSlot(cadence(50_000_000, 'day'), now)).toEqual(nextSlot(cadence(10, 'day'), now))
  })

  it('places posts on the preferred weekdays at the time of day, in the time zone', () => {
    const c = {
      ...cadence(2, 'week'),
      preferred_weekdays: [1, 4],
      time_of_day: '10:30:00',
      time_zone: 'Europe/Berlin',
    }
    // Friday 31 January 2025: the next slots are Monday and Thursday, 10:30 in Berlin (UTC+1).
    expect(
      upcomingSlots(
        c,
        new Date('2025-01-31T09:00:00.000Z'),
        new Date('2025-02-10T00:00:00.000Z'),
      ).map((slot) => slot.toISOString()),
    ).toEqual(['2025-02-03T09:30:00.000Z', '2025-02-06T09:30:00.000Z'])
    // Summer time: the same wall-clock time is an hour earlier in UTC.
    expect(nextSlot(c, new Date('2025-06-30T12:00:00.000Z')).toISOString()).toBe(
      '2025-07-03T08:30:00.000Z',
    )
  })

  it('spreads a day of several posts from the time of day to midnight', () => {
    const c = { ...cadence(3, 'day'), time_of_day: '18:00', time_zone: 'UTC' }
    expect(
      dueSlots(c, new Date('2025-02-01T23:59:00.000Z')).map((slot) => slot.toISOString()),
    ).toEqual(
      [
        '2025-01-31T18:00:00.000Z',
        '2025-01-31T20:00:00.000Z',
        '2025-01-31T22:00:00.000Z',
        '2025-02-01T18:00:00.000Z',
        '2025-02-01T20:00:00.000Z',
        '2025-02-01T22:00:00.000Z',
      ].filter((at) => at >= '2025-01-31T09:00:00.000Z'),
    )
  })

  it('gives each calendar slot the next queued keyword, after the jobs already waiting', () => {
    const c = { ...cadence(1, 'day'), time_of_day: '09:00', time_zone: 'UTC' }
    const slots = campaignCalendar(c, new Date('2025-02-01T10:00:00.000Z'), ['a', 'b', 'c'], 1, 4)
    expect(slots).toEqual([
      { at: '2025-02-02T09:00:00.000Z', keyword: 'b' },
      { at: '2025-02-03T09:00:00.000Z', keyword: 'c' },
      { at: '2025-02-04T09:00:00.000Z', keyword: null },
      { at: '2025-02-05T09:00:00.000Z', keyword: null },
    ])
  })
})
