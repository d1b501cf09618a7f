// The one cadence bound of a campaign: at most MAX_POSTS_PER_DAY posts a day, whatever the
// period. The database check (migration 20261125000200), the campaign form's schema and the
// scheduler all read it from here. A month counts as its shortest, 28 days, so no month ever
// averages more than the daily bound.
import type { FrequencyPeriodName } from './post-length.ts'

export const MAX_POSTS_PER_DAY = 10

const PERIOD_DAYS: Record<FrequencyPeriodName, number> = { day: 1, week: 7, month: 28 }

/** The most posts_frequency may be for a period: 10 a day, 70 a week, 280 a month. */
export function maxPostsPer(period: FrequencyPeriodName): number {
  return MAX_POSTS_PER_DAY * PERIOD_DAYS[period]
}

/** What the form says about the bound. */
export const cadenceLimitHint = `At most ${MAX_POSTS_PER_DAY} posts a day: up to ${maxPostsPer('day')} daily, ${maxPostsPer('week')} weekly or ${maxPostsPer('month')} monthly.`

/** The error under the field when posts_frequency is over the bound for its period. */
export const cadenceLimitError = (period: FrequencyPeriodName) =>
  period === 'day'
    ? `At most ${MAX_POSTS_PER_DAY} posts per day`
    : `At most ${maxPostsPer(period)} posts per ${period} (${MAX_POSTS_PER_DAY} a day)`
