import { describe, expect, it } from 'vitest'
import { capMonth, jobsLeftThisMonth, monthUsage } from './monthly-cap.ts'

const job = (status: string, tokens = 0) => ({
  status,
  prompt_tokens: tokens,
  completion_tokens: tokens,
})

describe('monthly cap', () => {
  it('counts every job that will be an article, and every token', () => {
    const usage = monthUsage([job('succeeded', 100), job('queued'), job('failed', 7)])
    expect(usage).toEqual({ articles: 2, written: 1, tokens: 214 })
    expect(jobsLeftThisMonth({ monthly_article_cap: 2, monthly_token_cap: null }, usage)).toBe(0)
    expect(jobsLeftThisMonth({ monthly_article_cap: 5, monthly_token_cap: null }, usage)).toBe(3)
    expect(jobsLeftThisMonth({ monthly_article_cap: null, monthly_token_cap: 214 }, usage)).toBe(0)
    expect(jobsLeftThisMonth({ monthly_article_cap: null, monthly_token_cap: 215 }, usage)).toBe(
      Infinity,
    )
  })

  it("uses the month of the campaign's time zone", () => {
    const at = new Date('2025-03-01T03:00:00.000Z')
    expect(capMonth(at, 'UTC').start.toISOString()).toBe('2025-03-01T00:00:00.000Z')
    // Still February in New York.
    const ny = capMonth(at, 'America/New_York')
    expect(ny.start.toISOString()).toBe('2025-02-01T05:00:00.000Z')
    expect(ny.end.toISOString()).toBe('2025-03-01T05:00:00.000Z')
  })
})
