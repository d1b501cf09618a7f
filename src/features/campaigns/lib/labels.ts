import {
  FREQUENCY_PERIOD_LABELS,
  POST_LENGTH_WORDS,
  isFrequencyPeriod,
  isPostLength,
} from '@shared/campaigns/post-length'

/** A frequency period's label: Daily, Weekly, Monthly. */
export const periodLabel = (period: string) =>
  isFrequencyPeriod(period) ? FREQUENCY_PERIOD_LABELS[period] : period

/** 'Medium (1,000 words)'. */
export const lengthLabel = (length: string) => {
  const name = length.charAt(0).toUpperCase() + length.slice(1)
  return isPostLength(length)
    ? `${name} (${POST_LENGTH_WORDS[length].toLocaleString('en-US')} words)`
    : name
}
