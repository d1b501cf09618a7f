import { describe, expect, it } from 'vitest'
import { formatPostDate, formatReadingTime, postTitle } from './blog-post.ts'

describe('formatPostDate', () => {
  it('uses the en-US long format', () => {
    expect(formatPostDate('2025-05-10T12:00:00Z')).toBe('May 10, 2025')
  })

  it('reads the date in UTC, so every renderer prints the same day', () => {
    expect(formatPostDate('2025-01-01T00:30:00+00:00')).toBe('January 1, 2025')
    expect(formatPostDate('2024-12-31T23:59:59Z')).toBe('December 31, 2024')
  })
})

describe('formatReadingTime', () => {
  it('shows minutes when present', () => {
    expect(formatReadingTime(1)).toBe('1 min read')
    expect(formatReadingTime(12)).toBe('12 min read')
  })

  it('shows nothing when absent', () => {
    expect(formatReadingTime(null)).toBeNull()
    expect(formatReadingTime(0)).toBeNull()
  })
})

describe('postTitle', () => {
  it('prefers the SEO title', () => {
    expect(postTitle({ title: 'Title', seo_title: 'SEO title' })).toBe('SEO title')
    expect(postTitle({ title: 'Title', seo_title: null })).toBe('Title')
    expect(postTitle({ title: 'Title', seo_title: '  ' })).toBe('Title')
  })
})
