// Server paging as the admin lists read it (src/lib/paging): supabase-js against a private stack,
// signed in as an admin. Keyset pages neither skip nor repeat a row while rows arrive, however
// many rows share a timestamp, and searches (search_registrations, as the screen sends them)
// treat the admin's text literally.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyKeyset, toKeysetPage, type Position } from '@/lib/paging/keyset'
import { searchArgs } from '@/lib/paging/search'
import { signIn } from '@local-stack/tests/support/test-stack.ts'
import {
  anonClient,
  startSchemaStack,
  type Client,
  type SchemaStack,
} from './schema/support/stack.ts'

let s: SchemaStack
let admin: Client

beforeAll(async () => {
  s = await startSchemaStack({ seed: false, secondFactorRequired: false })
  admin = (await signIn(anonClient(s.stack), await s.createUser({ admin: true }))).client
})
afterAll(async () => {
  await s?.stop()
})

type Row = { id: string; name: string | null; Email: string | null; created_at: string }

async function insert(
  rows: { name: string; Email: string; webinar_title: string; created_at?: string }[],
) {
  const { error } = await s.service.from('Webinar Registration').insert(rows)
  expect(error).toBeNull()
}

async function readPage(title: string, position: Position, size: number) {
  const query = admin
    .from('Webinar Registration')
    .select('id, name, Email, created_at')
    .eq('webinar_title', title)
  const { data, error } = await applyKeyset(query, position, size)
  expect(error).toBeNull()
  return toKeysetPage<Row>(data ?? [], size, position)
}

/** A search as the screen sends it: search_registrations (every row of this file's stack). */
async function searchPage(q: string, position: Position, size: number) {
  const { data, error } = await admin
    .rpc('search_registrations', searchArgs(q, position, size))
    .select('id, name, Email, created_at')
  expect(error).toBeNull()
  return toKeysetPage<Row>(data ?? [], size, position)
}

const cursorOf = (row: Row) => ({ at: row.created_at, id: row.id })

describe('keyset pages of registrations', () => {
  it('walk every row once, older and back newer, while new rows arrive', async () => {
    const title = `Paging ${randomUUID()}`
    // 47 rows, most of them sharing one of three timestamps (a batch import does that).
    const stamps = [
      '2026-01-01T10:00:00.000001Z',
      '2026-01-01T10:00:00.000002Z',
      '2026-02-01T00:00:00Z',
    ]
    const rows = Array.from({ length: 47 }, (_, i) => ({
      name: `Person ${i}`,
      Email: `p${i}-${randomUUID()}@example.test`,
      webinar_title: title,
      created_at: stamps[i % 3],
    }))
    await insert(rows)

    const seen: string[] = []
    const pages: Row[][] = []
    let position: Position = null
    for (;;) {
      const page = await readPage(title, position, 10)
      pages.push(page.rows)
      seen.push(...page.rows.map((r) => r.id))
      // Newer rows arrive between the admin's clicks: they go above the first page.
      await insert([
        { name: 'Late', Email: `late-${randomUUID()}@example.test`, webinar_title: title },
      ])
      const last = page.rows.at(-1)
      if (!page.hasOlder || !last) break
      position = { dir: 'older', cursor: cursorOf(last) }
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 10, 10, 7])
    expect(new Set(seen).size).toBe(47)
    expect(seen.every((id) => pages.flat().filter((r) => r.id === id).length === 1)).toBe(true)

    // Back up from the last page: the same pages, in the same order.
    let back = pages.at(-1) ?? []
    for (let i = pages.length - 2; i >= 1; i--) {
      const first = back[0]
      if (!first) throw new Error('empty page')
      const page = await readPage(title, { dir: 'newer', cursor: cursorOf(first) }, 10)
      expect(page.rows.map((r) => r.id)).toEqual(pages[i]?.map((r) => r.id))
      expect(page.hasNewer).toBe(true)
      back = page.rows
    }
  })

  it('search by name or email, literally, and page the matches', async () => {
    const title = `Search ${randomUUID()}`
    await insert([
      { name: 'Ada Lovelace', Email: 'ada@example.test', webinar_title: title },
      { name: 'Grace Hopper', Email: 'GRACE@navy.example.test', webinar_title: title },
      { name: '100%_sure, (really)', Email: 'pct@example.test', webinar_title: title },
      { name: '100 percent', Email: 'other@example.test', webinar_title: title },
      { name: `Pager ${title} one`, Email: 'pager1@example.test', webinar_title: title },
      { name: `Pager ${title} two`, Email: 'pager2@example.test', webinar_title: title },
    ])
    const names = async (q: string) => (await searchPage(q, null, 10)).rows.map((r) => r.name)
    expect(await names('love')).toEqual(['Ada Lovelace'])
    expect(await names('grace@NAVY')).toEqual(['Grace Hopper'])
    expect(await names('100%_sure, (really)')).toEqual(['100%_sure, (really)'])
    expect(await names('%')).toEqual(['100%_sure, (really)'])
    expect(await names('nobody-here')).toEqual([])
    // Paged by the function's keyset: older, then back newer, the same rows. The two pager rows
    // are this test's own (a term such as 'e@' also counted other tests' rows, when they had any).
    const first = await searchPage('ada@', null, 1)
    expect(first.hasOlder).toBe(false)
    const pager = `Pager ${title}`
    const matches = await searchPage(pager, null, 1)
    const [top] = matches.rows
    if (!top) throw new Error('no match')
    expect(matches.hasOlder).toBe(true)
    const older = await searchPage(pager, { dir: 'older', cursor: cursorOf(top) }, 1)
    const [next] = older.rows
    if (!next) throw new Error('no older match')
    expect(next.id).not.toBe(top.id)
    const back = await searchPage(pager, { dir: 'newer', cursor: cursorOf(next) }, 1)
    expect(back.rows.map((r) => r.id)).toEqual([top.id])
    expect(back.hasNewer).toBe(false)
  })
})
