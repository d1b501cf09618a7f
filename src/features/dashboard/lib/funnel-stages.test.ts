import { describe, expect, it } from 'vitest'
import { formatConversion, stageLines } from '@/features/dashboard/lib/funnel-stages'

describe('stageLines', () => {
  it('gives each stage its count and its share of the stage before', () => {
    const lines = stageLines({ registered: 200, started: 150, reached: 30, clicked: 10, paid: 3 })
    expect(lines.map((l) => [l.label, l.count, formatConversion(l.conversion)])).toEqual([
      ['Registered', 200, '–'],
      ['Started watching', 150, '75%'],
      ['Reached the offer', 30, '20%'],
      ['Clicked the offer', 10, '33.3%'],
      ['Paid', 3, '30%'],
    ])
  })

  it('compares nothing with a stage of 0', () => {
    const lines = stageLines({ registered: 4, started: 0, reached: 0, clicked: 0, paid: 0 })
    expect(lines.map((l) => formatConversion(l.conversion))).toEqual(['–', '0%', '–', '–', '–'])
  })
})
