// The calendar the admin sees and the slots the scheduler enqueues are one rule: every slot the
// calendar shows is due when the scheduler ticks at it, and every slot a tick finds due after
// the calendar was drawn is on the calendar.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { campaignCalendar } from './calendar.ts'
import { dueSlots, type Cadence } from './schedule.ts'

const DAY = 24 * 60 * 60 * 1000
const START = Date.UTC(2025, 0, 1)

const cadenceArb: fc.Arbitrary<Cadence> = fc
  .record({
    period: fc.constantFrom('day', 'week', 'month'),
    frequency: fc.integer({ min: 1, max: 12 }),
    createdOffset: fc.integer({ min: 0, max: 400 * DAY }),
    resumedAfter: fc.option(fc.integer({ min: 0, max: 60 * DAY }), { nil: null }),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })), {
      nil: null,
    }),
    zone: fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata'),
  })
  .map((c) => ({
    posts_frequency: c.frequency,
    frequency_period: c.period,
    created_at: new Date(START + c.createdOffset).toISOString(),
    resumed_at:
      c.resumedAfter === null
        ? null
        : new Date(START + c.createdOffset + c.resumedAfter).toISOString(),
    preferred_weekdays: c.weekdays,
    time_of_day: c.time
      ? `${String(c.time[0]).padStart(2, '0')}:${String(c.time[1]).padStart(2, '0')}:00`
      : null,
    time_zone: c.zone,
  }))

const iso = (slots: Date[]) => slots.map((slot) => slot.toISOString())

describe('the calendar is the scheduler', () => {
  it('shows exactly the slots the scheduler finds due over the next 30 days', () => {
    fc.assert(
      fc.property(
        cadenceArb,
        fc.integer({ min: 0, max: 500 * DAY }),
        fc.integer({ min: 1, max: 30 * DAY }),
        (cadence, nowOffset, tickAfter) => {
          const now = new Date(START + nowOffset)
          const calendar = campaignCalendar(cadence, now, []).map((slot) => slot.at)
          // Each calendar slot is due when the scheduler ticks at that moment.
          for (const at of calendar) expect(iso(dueSlots(cadence, new Date(at)))).toContain(at)
          // A tick any time in the window finds due only calendar slots (after now).
          const tick = new Date(now.getTime() + tickAfter)
          const due = iso(dueSlots(cadence, tick)).filter((at) => at > now.toISOString())
          expect(calendar.filter((at) => at <= tick.toISOString())).toEqual(
            expect.arrayContaining(due),
          )
          for (const at of due) expect(calendar).toContain(at)
        },
      ),
      { numRuns: 120 },
    )
  })
})
