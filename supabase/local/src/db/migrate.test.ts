import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from './bootstrap.ts'
import type { Db } from './db.ts'
import { openDb } from './open-db.ts'
import { listMigrations, migrate } from './migrate.ts'

let dir: string
let db: Db

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'migrate-'))
  await writeFile(
    path.join(dir, '20240102000000_second.sql'),
    'create table public.b (id int references public.a);',
  )
  await writeFile(
    path.join(dir, '20240101000000_first_step.sql'),
    "create table public.a (id int primary key); set search_path = '';",
  )
  await writeFile(path.join(dir, 'notes.txt'), 'not a migration')
  await writeFile(path.join(dir, 'seed.sql'), 'insert into public.a values (1);')
  db = await openDb()
})
afterAll(async () => {
  await db?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('migrate', () => {
  it('lists <timestamp>_<name>.sql files in order', async () => {
    expect(await listMigrations(dir)).toEqual([
      { version: '20240101000000', name: 'first_step', file: '20240101000000_first_step.sql' },
      { version: '20240102000000', name: 'second', file: '20240102000000_second.sql' },
    ])
    expect(await listMigrations(path.join(dir, 'missing'))).toEqual([])
  })

  it('applies, records like the CLI, seeds a fresh database once and skips what was applied', async () => {
    const { fresh } = await bootstrap(db)
    expect(fresh).toBe(true)
    const seedFile = path.join(dir, 'seed.sql')
    expect(await migrate(db, { migrationsDir: dir, seedFile, fresh })).toEqual({
      applied: ['20240101000000_first_step.sql', '20240102000000_second.sql'],
      seeded: true,
    })
    const recorded = await db.query(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    )
    expect(recorded.rows.map((r) => [r.version, r.name])).toEqual([
      ['20240101000000', 'first_step'],
      ['20240102000000', 'second'],
    ])
    // A migration that changes session settings does not leak them into the shared session.
    expect((await db.query('show search_path')).rows[0]).toEqual({
      search_path: '"$user", public, extensions',
    })
    const again = await bootstrap(db)
    expect(again.fresh).toBe(false)
    expect(await migrate(db, { migrationsDir: dir, seedFile, fresh: again.fresh })).toEqual({
      applied: [],
      seeded: false,
    })
    expect((await db.query('select count(*)::int as n from public.a')).rows[0]).toEqual({ n: 1 })
  })

  it('rolls back a failing migration and names it', async () => {
    const bad = await mkdtemp(path.join(tmpdir(), 'migrate-bad-'))
    await writeFile(
      path.join(bad, '20250101000000_broken.sql'),
      'create table public.c (id int); select nope;',
    )
    await expect(migrate(db, { migrationsDir: bad, fresh: false })).rejects.toThrow(
      /migration 20250101000000_broken.sql failed/,
    )
    expect((await db.query(`select to_regclass('public.c') is null as gone`)).rows[0]).toEqual({
      gone: true,
    })
    await rm(bad, { recursive: true, force: true })
  })
})
