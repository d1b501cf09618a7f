import { describe, expect, it } from 'vitest'
import { formatCents, formatCount } from './number-format.ts'

const intlCount = new Intl.NumberFormat('en-US')
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

const wholes = [
  0,
  1,
  7,
  12,
  99,
  100,
  834,
  999,
  1_000,
  8_666,
  10_000,
  50_040,
  99_999,
  100_000,
  500_000,
  519_960,
  999_999,
  1_000_000,
  27_500_00,
  123_456_789,
  Number.MAX_SAFE_INTEGER,
]
const others = [-0, 0.5, 1.25, 1234.5678, 0.0005, 1e21, 2 ** 60, NaN, Infinity, -Infinity]
const all = [...wholes, ...wholes.map((value) => -value), ...others]

describe('number formats (en-US)', () => {
  it('gives the counts as Intl.NumberFormat does', () => {
    expect(formatCount(50_000)).toBe('50,000')
    for (const value of all) expect(formatCount(value), String(value)).toBe(intlCount.format(value))
  })

  it('gives integer cents as dollars as Intl.NumberFormat does', () => {
    expect(formatCents(10_008)).toBe('$100.08')
    expect(formatCents(199_700)).toBe('$1,997.00')
    for (const cents of all)
      expect(formatCents(cents), String(cents)).toBe(intlUsd.format(cents / 100))
  })
})
