import { describe, expect, it } from 'vitest'
import { cronIntervalMs, scheduledIntervals, scheduleMs } from './schedules.ts'

describe("the hosted cron jobs' intervals, from the migrations", () => {
  it('reads minute and second schedules', () => {
    expect(scheduleMs('* * * * *')).toBe(60_000)
    expect(scheduleMs('*/5 * * * *')).toBe(300_000)
    expect(scheduleMs('10 seconds')).toBe(10_000)
    expect(() => scheduleMs('0 3 * * *')).toThrow(/Unsupported cron schedule '0 3 \* \* \*'/)
  })

  it('takes the last schedule of a job, as cron.schedule replaces a job of the same name', () => {
    const intervals = scheduledIntervals([
      "perform cron.schedule('a', '*/5 * * * *', $c$ select 1 $c$);",
      "perform cron.schedule(\n    'a',\n    '* * * * *',\n    'select 2'\n  );",
      "perform cron.schedule('b', '30 seconds', 'select 3');",
    ])
    expect(Object.fromEntries(intervals)).toEqual({ a: 60_000, b: 30_000 })
  })

  it("knows the project's jobs", () => {
    expect(cronIntervalMs('campaign-scheduler')).toBe(5 * 60_000)
    expect(cronIntervalMs('email-outbox')).toBe(60_000)
    expect(cronIntervalMs('site-rebuild')).toBe(10_000)
    expect(cronIntervalMs('publish-scheduled-posts')).toBe(60_000)
    expect(() => cronIntervalMs('nope')).toThrow("No migration schedules the cron job 'nope'")
  })
})
