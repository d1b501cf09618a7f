// private.registration_counter: the exact all-time figures registration_stats() reads instead
// of counting the whole table. After every kind of write (single and multi-row inserts,
// deletes, Email updates, truncate, a rolled-back insert, a bulk insert under
// session_replication_role = replica as the scale seeding does) it equals what count(*) says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../supabase/local/src/db/db.ts'
import { openMigratedDb } from '../schema/support/migrated-db.ts'

let db: Db

beforeAll(async () => {
  db = await openMigratedDb()
}, 120_000)
afterAll(async () => {
  await db.close()
})

type Figures = { total: number; with_email: number }

async function counted(): Promise<Figures> {
  const { rows } = await db.query<Figures>(
    `select count(*)::int as total,
            count(*) filter (where btrim("Email", private.js_whitespace()) <> '')::int as with_email
       from public."Webinar Registration"`,
  )
  return rows[0] ?? { total: -1, with_email: -1 }
}

async function kept(): Promise<Figures> {
  const { rows } = await db.query<Figures>(
    'select total::int as total, with_email::int as with_email from private.registration_counter',
  )
  expect(rows).toHaveLength(1)
  return rows[0] ?? { total: -1, with_email: -1 }
}

/** n rows; every third has an empty, whitespace-only (JavaScript's trim) or null Email. */
async function insertMany(n: number, prefix: string): Promise<void> {
  await db.query(
    `insert into public."Webinar Registration" (name, "Email", webinar_title)
     select 'Visitor ' || i,
            case i % 6 when 0 then '' when 1 then E' \\u00A0\\uFEFF' when 2 then null
                       else $2 || i || '@example.com' end,
            $2 || ' workshop ' || i
       from generate_series(1, $1::int) as g(i)`,
    [n, prefix],
  )
}

describe('the registration counter equals count(*)', () => {
  it('starts from the rows there are', async () => {
    expect(await kept()).toEqual(await counted())
  })

  it('follows inserts, updates, deletes and truncate', async () => {
    await db.query(
      `insert into public."Webinar Registration" (name, "Email", webinar_title)
       values ('Ada', 'ada@example.com', 'Single')`,
    )
    expect(await kept()).toEqual(await counted())

    await insertMany(1000, 'bulk')
    const afterBulk = await counted()
    expect(afterBulk.total).toBeGreaterThanOrEqual(1001)
    expect(afterBulk.with_email).toBeLessThan(afterBulk.total)
    expect(await kept()).toEqual(afterBulk)

    await db.query(`update public."Webinar Registration" set "Email" = ' ' where name = 'Ada'`)
    await db.query(
      `update public."Webinar Registration" set "Email" = 'back' || id || '@example.com'
        where "Email" is null`,
    )
    expect(await kept()).toEqual(await counted())

    await db.query(`delete from public."Webinar Registration" where name = 'Ada'`)
    expect(await kept()).toEqual(await counted())
    await db.query(`delete from public."Webinar Registration" where name like 'Visitor 1%'`)
    expect(await kept()).toEqual(await counted())
    await db.query(`delete from public."Webinar Registration" where false`)
    expect(await kept()).toEqual(await counted())

    await db.query('truncate public."Webinar Registration" cascade')
    expect(await kept()).toEqual({ total: 0, with_email: 0 })
    expect(await counted()).toEqual({ total: 0, with_email: 0 })
  })

  it('ignores a rolled-back insert and counts a replica-role bulk insert', async () => {
    await insertMany(10, 'kept')
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into public."Webinar Registration" (name, "Email", webinar_title)
         values ('Gone', 'gone@example.com', 'Rolled back')`,
        )
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await kept()).toEqual(await counted())

    await db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica')
      await tx.query(
        `insert into public."Webinar Registration" (name, "Email", webinar_title)
         select 'Seeded ' || i, 'seeded' || i || '@example.com', 'Seed ' || i
           from generate_series(1, 500) as g(i)`,
      )
    })
    const figures = await counted()
    expect(figures.total).toBe(510)
    expect(await kept()).toEqual(figures)
  })
})
