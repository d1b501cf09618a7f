import { describe, expect, it } from 'vitest'
import { CREDIT_TIERS, MAX_LEADS, MIN_LEADS, tierFor } from '@shared/credit-pricing'
import {
  leadCountToPosition,
  MAX_POSITION,
  positionToLeadCount,
  SCALE_STOPS,
  SEGMENT_POSITIONS,
} from '@/features/credits/lib/lead-scale'

const positions = Array.from({ length: MAX_POSITION + 1 }, (_, p) => p)

describe('the top-up slider scale', () => {
  it('is exact at both ends of the track', () => {
    expect(positionToLeadCount(0)).toBe(MIN_LEADS)
    expect(positionToLeadCount(MAX_POSITION)).toBe(MAX_LEADS)
    expect(leadCountToPosition(MIN_LEADS)).toBe(0)
    expect(leadCountToPosition(MAX_LEADS)).toBe(MAX_POSITION)
  })

  it('gives every tier an equal stretch of the track', () => {
    expect(SCALE_STOPS).toEqual([834, 10_000, 25_000, 50_000, 100_000, 200_000, 500_000])
    for (const tier of CREDIT_TIERS.slice(1)) {
      const position = leadCountToPosition(tier.min)
      expect(position % SEGMENT_POSITIONS).toBe(0)
      expect(positionToLeadCount(position)).toBe(tier.min)
      expect(tierFor(positionToLeadCount(position - 1)).tier).toBe(tier.tier - 1)
    }
    // The first twelfth of the track is tier 1, the third twelfth tier 2 (not 4,034 and up).
    expect(tierFor(positionToLeadCount(MAX_POSITION / 12)).tier).toBe(1)
    expect(tierFor(positionToLeadCount((MAX_POSITION * 3) / 12)).tier).toBe(2)
  })

  it('rises strictly with the position, and a position survives the round trip', () => {
    const counts = positions.map(positionToLeadCount)
    counts.slice(1).forEach((count, i) => expect(count).toBeGreaterThan(counts[i] ?? Infinity))
    for (const p of positions) expect(leadCountToPosition(positionToLeadCount(p))).toBe(p)
  })

  it('puts any typed count at its nearest position, clamped to the range', () => {
    expect(leadCountToPosition(10_001)).toBe(1_000)
    expect(leadCountToPosition(12)).toBe(0)
    expect(leadCountToPosition(2_000_000)).toBe(MAX_POSITION)
    for (const count of [834, 5_000, 9_999, 37_500, 123_456, 499_999]) {
      const position = leadCountToPosition(count)
      expect(positionToLeadCount(position)).toBeLessThanOrEqual(count + 250)
      expect(positionToLeadCount(position)).toBeGreaterThanOrEqual(count - 250)
    }
  })
})
