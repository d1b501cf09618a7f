// A campaign's optional monthly cap, in articles or tokens. A month is the calendar month in the
// campaign's time zone. Articles count every job of the month that has not failed (written, or
// queued or being written: each will be an article); tokens count the provider's usage of every
// job of the month. One rule for the scheduler, Run now and the campaign card.
import { monthBounds } from './time-zone.ts'

export type MonthlyCap = {
  monthly_article_cap: number | null
  monthly_token_cap: number | null
}

export type MonthJob = {
  status: string
  prompt_tokens: number
  completion_tokens: number
}

export type MonthUsage = { articles: number; written: number; tokens: number }

export const capMessages = {
  reached: 'Paused: monthly cap reached',
  articleCapMin: 'The monthly article cap must be at least 1',
  tokenCapMin: 'The monthly token cap must be at least 1',
} as const

/** The month (in the campaign's zone) whose jobs count against the cap at `now`. */
export const capMonth = (now: Date, timeZone: string) => monthBounds(now, timeZone)

export function monthUsage(jobs: readonly MonthJob[]): MonthUsage {
  let articles = 0
  let written = 0
  let tokens = 0
  for (const job of jobs) {
    if (job.status !== 'failed') articles += 1
    if (job.status === 'succeeded') written += 1
    tokens += job.prompt_tokens + job.completion_tokens
  }
  return { articles, written, tokens }
}

/** How many more jobs this month may have: Infinity without a cap, 0 once it is reached. */
export function jobsLeftThisMonth(cap: MonthlyCap, usage: MonthUsage): number {
  if (cap.monthly_token_cap !== null && usage.tokens >= cap.monthly_token_cap) return 0
  if (cap.monthly_article_cap === null) return Infinity
  return Math.max(0, cap.monthly_article_cap - usage.articles)
}

export const hasCap = (cap: MonthlyCap) =>
  cap.monthly_article_cap !== null || cap.monthly_token_cap !== null
