import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from '../../db/bootstrap.ts'
import type { Db } from '../../db/db.ts'
import { openDb } from '../../db/open-db.ts'
import { installCapture, syncCapture, tableKey, type Change } from './capture.ts'
import { startChangeFeed, type ChangeFeed } from './change-feed.ts'

let db: Db
let feed: ChangeFeed
const waiting: ((changes: Change[]) => void)[] = []
const batches: Change[][] = []

function nextBatch(): Promise<Change[]> {
  const ready = batches.shift()
  if (ready) return Promise.resolve(ready)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no change batch within 5 s')), 5000)
    waiting.push((changes) => {
      clearTimeout(timer)
      resolve(changes)
    })
  })
}

beforeAll(async () => {
  db = await openDb()
  await bootstrap(db)
  await installCapture(db)
  await installCapture(db)
  await db.exec(`
    create table public."Webinar Registration" (
      id bigint generated always as identity primary key, "Email" text, notes text);
    create table public.untracked (id int primary key);
    alter publication supabase_realtime add table public."Webinar Registration";`)
  feed = await startChangeFeed(db, async (changes) => {
    const waiter = waiting.shift()
    if (waiter) waiter(changes)
    else batches.push(changes)
  })
})

afterAll(async () => {
  await feed.stop()
  await db.close()
})

describe('change capture', () => {
  it('covers exactly the tables of the supabase_realtime publication', async () => {
    expect(await syncCapture(db)).toEqual(new Set([tableKey('public', 'Webinar Registration')]))
  })

  it('delivers a committed transaction as one batch, in order, with any row size', async () => {
    const long = 'x'.repeat(20_000)
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into public."Webinar Registration" ("Email", notes) values ('A@b.c', $1)`,
        [long],
      )
      await tx.query(`update public."Webinar Registration" set "Email" = 'new@b.c'`)
      await tx.query(`delete from public."Webinar Registration"`)
    })
    const changes = await nextBatch()
    expect(changes.map((c) => c.type)).toEqual(['INSERT', 'UPDATE', 'DELETE'])
    const [insert, update, remove] = changes
    expect(insert).toMatchObject({
      schema: 'public',
      table: 'Webinar Registration',
      record: { Email: 'A@b.c', notes: long },
      oldRecord: null,
      rls: false,
      replicaIdentity: 'd',
    })
    expect(insert?.commitTimestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(update).toMatchObject({ record: { Email: 'new@b.c' }, oldRecord: { Email: 'A@b.c' } })
    expect(remove).toMatchObject({ record: null, oldRecord: { Email: 'new@b.c' } })
  })

  it('never delivers rolled-back work', async () => {
    await db
      .transaction(async (tx) => {
        await tx.query(`insert into public."Webinar Registration" ("Email") values ('gone')`)
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await db.query(`insert into public.untracked values (1)`)
    await db.query(`insert into public."Webinar Registration" ("Email") values ('kept')`)
    const [first] = await nextBatch()
    expect(first?.record).toMatchObject({ Email: 'kept' })
  })

  it('drains a large transaction in bounded batches', async () => {
    await db.query(
      `insert into public."Webinar Registration" ("Email") select 'bulk' from generate_series(1, 1200)`,
    )
    const sizes: number[] = []
    while (sizes.reduce((a, b) => a + b, 0) < 1200) sizes.push((await nextBatch()).length)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(500)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1200)
  })

  it('stops capturing a table that leaves the publication', async () => {
    await db.exec(`alter publication supabase_realtime drop table public."Webinar Registration"`)
    expect(await syncCapture(db)).toEqual(new Set())
    const { rows } = await db.query(
      `select count(*)::int as n from pg_trigger where tgname = 'realtime_local_capture'`,
    )
    expect(rows).toEqual([{ n: 0 }])
  })
})
