import { describe, expect, it } from 'vitest'
import { fetchAllPages } from '@/lib/fetch-all-pages'

const table = Array.from({ length: 7 }, (_, i) => i)

describe('fetchAllPages', () => {
  it('requests ranges until a short page and returns every row', async () => {
    const ranges: [number, number][] = []
    const rows = await fetchAllPages(async (from, to) => {
      ranges.push([from, to])
      return { data: table.slice(from, to + 1), error: null }
    }, 3)
    expect(rows).toEqual(table)
    expect(ranges).toEqual([
      [0, 2],
      [3, 5],
      [6, 8],
    ])
  })

  it('asks once more after an exactly full last page', async () => {
    const rows = await fetchAllPages(
      async (from, to) => ({ data: table.slice(0, 6).slice(from, to + 1), error: null }),
      3,
    )
    expect(rows).toHaveLength(6)
  })

  it('throws the first error', async () => {
    const failure = { message: 'permission denied' }
    await expect(fetchAllPages(async () => ({ data: null, error: failure }))).rejects.toBe(failure)
  })
})
