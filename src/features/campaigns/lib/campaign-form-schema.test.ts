import { describe, expect, it } from 'vitest'
import { campaignFormDefaults, campaignFormSchema } from './campaign-form-schema'

describe('campaign form schema', () => {
  it('splits, trims and drops empty keywords', () => {
    const parsed = campaignFormSchema.parse({
      ...campaignFormDefaults,
      name: ' Growth ',
      keywords: ' crm, , seo ,lead scoring,',
      posts_frequency: '3',
    })
    expect(parsed).toEqual({
      name: 'Growth',
      keywords: ['crm', 'seo', 'lead scoring'],
      posts_frequency: 3,
      frequency_period: 'week',
      post_length: 'medium',
      auto_publish: false,
      preferred_weekdays: [],
      time_of_day: null,
      time_zone: 'UTC',
      monthly_article_cap: null,
      monthly_token_cap: null,
    })
  })

  it('carries the spec messages', () => {
    const result = campaignFormSchema.safeParse({
      ...campaignFormDefaults,
      keywords: ' , ',
      posts_frequency: 0,
    })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message])
    expect(messages).toEqual([
      ['name', 'Name is required'],
      ['keywords', 'Enter at least one keyword'],
      ['posts_frequency', 'Posts per period must be at least 1'],
    ])
  })

  it.each([
    ['day', 10, 11],
    ['week', 70, 71],
    ['month', 280, 281],
  ] as const)('allows at most 10 posts a day: %s up to %i', (period, max, over) => {
    const values = {
      ...campaignFormDefaults,
      name: 'Growth',
      keywords: 'crm',
      frequency_period: period,
    }
    expect(campaignFormSchema.safeParse({ ...values, posts_frequency: max }).success).toBe(true)
    const result = campaignFormSchema.safeParse({ ...values, posts_frequency: over })
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      [
        'posts_frequency',
        period === 'day'
          ? 'At most 10 posts per day'
          : `At most ${max} posts per ${period} (10 a day)`,
      ],
    ])
    expect(campaignFormSchema.safeParse({ ...values, posts_frequency: 50_000_000 }).success).toBe(
      false,
    )
  })
})
