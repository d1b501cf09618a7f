import { describe, expect, it } from 'vitest'
import { registrationsCsv } from '@/features/registrations/lib/registrations-csv'
import { registrationsCsvBlob } from '@/features/registrations/lib/registrations-csv-export'
import type { CsvCursor, Registration } from '@/features/registrations/lib/types'

const rows: Registration[] = Array.from({ length: 2503 }, (_, i) => ({
  id: String(100000 + i),
  name: i % 11 === 0 ? null : i % 13 === 0 ? '=HYPERLINK("x")' : `Visitor ${i}`,
  Email: i % 7 === 0 ? '' : `v${i}@example.test`,
  created_at: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
}))

/** Keyset pages over `rows` (already newest first). */
function pages(seen: (CsvCursor | undefined)[] = []) {
  return async (cursor: CsvCursor | undefined, size: number) => {
    seen.push(cursor)
    const start = cursor ? rows.findIndex((r) => r.id === cursor.id) + 1 : 0
    return rows.slice(start, start + size)
  }
}

// jsdom's Blob has no text(); its FileReader reads the bytes, decoded keeping the BOM.
function text(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => {
      const bytes = reader.result
      if (!(bytes instanceof ArrayBuffer)) return reject(new Error('no bytes'))
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes))
    }
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}

describe('registrationsCsvBlob', () => {
  it('writes exactly what registrationsCsv writes for the whole table, page by page', async () => {
    const progress: number[] = []
    const cursors: (CsvCursor | undefined)[] = []
    const blob = await registrationsCsvBlob({
      fetchPage: pages(cursors),
      pageSize: 1000,
      onProgress: (n) => progress.push(n),
    })
    expect(await text(blob)).toBe(registrationsCsv(rows))
    expect(blob.type).toBe('text/csv;charset=utf-8')
    expect(progress).toEqual([1000, 2000, 2503])
    expect(cursors.map((c) => c?.id)).toEqual([undefined, '100999', '101999'])
  })

  it('writes the header alone for no registrations, as today', async () => {
    const blob = await registrationsCsvBlob({ fetchPage: async () => [] })
    expect(await text(blob)).toBe(registrationsCsv([]))
  })

  it('stops at the next page when cancelled', async () => {
    const controller = new AbortController()
    let fetched = 0
    const result = registrationsCsvBlob({
      fetchPage: async (cursor, size) => {
        fetched++
        return pages()(cursor, size)
      },
      pageSize: 100,
      signal: controller.signal,
      onProgress: (n) => {
        if (n === 300) controller.abort()
      },
    })
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(fetched).toBe(3)
  })
})
