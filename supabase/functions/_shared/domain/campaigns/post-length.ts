// Post length: short 500 words, medium 1000, long 2000; periods labelled Daily, Weekly, Monthly.
export const POST_LENGTHS = ['short', 'medium', 'long'] as const
export type PostLength = (typeof POST_LENGTHS)[number]

export const POST_LENGTH_WORDS: Record<PostLength, number> = {
  short: 500,
  medium: 1000,
  long: 2000,
}

export const FREQUENCY_PERIODS = ['day', 'week', 'month'] as const
export type FrequencyPeriodName = (typeof FREQUENCY_PERIODS)[number]

export const FREQUENCY_PERIOD_LABELS: Record<FrequencyPeriodName, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
}

/** A draft must reach this share of the requested length, or the attempt counts as failed. */
export const MIN_LENGTH_RATIO = 0.7

export function isPostLength(value: string): value is PostLength {
  return POST_LENGTHS.some((length) => length === value)
}

export function targetWords(length: string): number {
  return isPostLength(length) ? POST_LENGTH_WORDS[length] : POST_LENGTH_WORDS.medium
}

export function isFrequencyPeriod(value: string): value is FrequencyPeriodName {
  return FREQUENCY_PERIODS.some((period) => period === value)
}
