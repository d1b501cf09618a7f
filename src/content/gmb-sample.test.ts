import { describe, expect, it } from 'vitest'
import { businessRankings, rankGrid, rankTrackingSample } from '@/content/gmb-sample'

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
const round2 = (value: number) => Math.round(value * 100) / 100

describe('GMB sample data', () => {
  const ranks = rankGrid.flat()

  it('keeps the summary consistent with the rank grid shown on the map', () => {
    expect(ranks).toHaveLength(49)
    expect(round2(average(ranks))).toBe(rankTrackingSample.averageRank)
    const top3 = ranks.filter((rank) => rank <= 3)
    const top10 = ranks.filter((rank) => rank <= 10)
    expect(top3).toHaveLength(rankTrackingSample.foundTop3)
    expect(top10).toHaveLength(rankTrackingSample.foundTop10)
    expect(round2(average(top3))).toBe(rankTrackingSample.averageRankTop3)
    expect(round2(average(top10))).toBe(rankTrackingSample.averageRankTop10)
  })

  it('lists the tracked business at its current rank', () => {
    const own = businessRankings.find((row) => row.name === rankTrackingSample.name)
    expect(own?.position).toBe(rankTrackingSample.currentRank)
  })
})
