// The Download CSV engine (registrationsCsvBlob) with the dashboard's real page reader against
// a private local stack: every registration once, in the dashboard's order, byte for byte
// today's CSV; and a Cancel that reads no further page, also when a read is in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvPageReader } from '@/features/registrations/api/csv-page-reader'
import type { Registration } from '@/features/registrations/lib/types'
import { registrationsCsv } from '@/features/registrations/lib/registrations-csv'
import { registrationsCsvBlob } from '@/features/registrations/lib/registrations-csv-export'
import { startSchemaStack, type SchemaStack } from '../schema/support/stack.ts'

let s: SchemaStack
const ROWS = 2503

beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
  // Pairs of rows share a timestamp (the keyset's tie on id), some names are formulas or
  // missing, some emails empty.
  await s.stack.ctx.db.query(
    `insert into public."Webinar Registration" (name, "Email", webinar_title, created_at)
     select case when g % 11 = 0 then null when g % 13 = 0 then '=HYPERLINK("x")'
                 else 'Visitor ' || g end,
            case when g % 7 = 0 then '' else 'visitor' || g || '@example.test' end,
            'Workshop ' || g, timestamptz '2026-01-01' + (g / 2) * interval '1 minute'
       from generate_series(1, ${ROWS}) g`,
  )
}, 120_000)
afterAll(async () => {
  await s?.stop()
})

/** Every registration in the dashboard's order (newest first, then id), read with SQL. */
async function allRows(): Promise<Registration[]> {
  const { rows } = await s.stack.ctx.db.query<Registration>(
    `select id::text, name, "Email", to_json(created_at) #>> '{}' as created_at
       from public."Webinar Registration" order by created_at desc, id desc`,
  )
  return rows
}

describe('the CSV of every registration', () => {
  it('is read in pages of 1,000 and equals the CSV of the whole table', async () => {
    const progress: number[] = []
    const blob = await registrationsCsvBlob({
      fetchPage: csvPageReader(s.client('admin')),
      onProgress: (rows) => progress.push(rows),
    })
    const expected = registrationsCsv(await allRows())
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe(
      expected,
    )
    expect(progress).toEqual([1000, 2000, ROWS])
  })

  it('reads no further page once cancelled between pages', async () => {
    const controller = new AbortController()
    const reader = csvPageReader(s.client('admin'), controller.signal)
    let reads = 0
    const result = registrationsCsvBlob({
      fetchPage: (cursor, size) => {
        reads++
        return reader(cursor, size)
      },
      signal: controller.signal,
      onProgress: () => controller.abort(),
    })
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(reads).toBe(1)
  })

  it('aborts the read in flight when cancelled during it', async () => {
    const controller = new AbortController()
    const reader = csvPageReader(s.client('admin'), controller.signal)
    let reads = 0
    const result = registrationsCsvBlob({
      fetchPage: (cursor, size) => {
        reads++
        const page = reader(cursor, size)
        if (cursor) controller.abort()
        return page
      },
      signal: controller.signal,
    })
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(reads).toBe(2)
  })
})
