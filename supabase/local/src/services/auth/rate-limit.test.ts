import { describe, expect, it } from 'vitest'
import { TokenBuckets } from './rate-limit.ts'

describe('TokenBuckets (GoTrue apilimiter)', () => {
  it('lets a burst of 30 through, then one request per refill interval, per key', () => {
    let now = 0
    const buckets = new TokenBuckets(150, () => now) // one request every 2 s
    for (let i = 0; i < 30; i++) expect(buckets.take('a')).toBe(true)
    expect(buckets.take('a')).toBe(false)
    expect(buckets.take('b')).toBe(true)
    now += 1999
    expect(buckets.take('a')).toBe(false)
    now += 2
    expect(buckets.take('a')).toBe(true)
    expect(buckets.take('a')).toBe(false)
  })

  it('forgets an address idle for an hour', () => {
    let now = 0
    const buckets = new TokenBuckets(1, () => now)
    for (let i = 0; i < 30; i++) buckets.take('a')
    expect(buckets.take('a')).toBe(false)
    now += 60 * 60 * 1000
    for (let i = 0; i < 30; i++) expect(buckets.take('a')).toBe(true)
  })
})
