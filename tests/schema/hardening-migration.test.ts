import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootstrap } from '../../supabase/local/src/db/bootstrap.ts'
import type { Db } from '../../supabase/local/src/db/db.ts'
import { openDb } from '../../supabase/local/src/db/open-db.ts'
import { migrate } from '../../supabase/local/src/db/migrate.ts'
import { MIGRATIONS_DIR } from './support/migrated-db.ts'

// The hardening migration moves is_admin() to the private schema and must rewrite every
// caller written before it, including ones it has never seen (other features' tables,
// storage policies, plpgsql helpers), however they spell the call.
const HARDENING = '20251220000000_schema_hardening.sql'
const UNSEEN = `
create table public.hardening_probe (id int primary key, owner uuid);
alter table public.hardening_probe enable row level security;
create policy "unqualified" on public.hardening_probe for select to authenticated
  using (is_admin() or owner = (select auth.uid()));
create policy "qualified" on public.hardening_probe for update to authenticated
  using ((select public.is_admin())) with check (owner is not null and public.is_admin());
create policy "probe files" on storage.objects for delete to authenticated
  using (bucket_id = 'probe' and (select public.is_admin()));
create function public.probe_guard() returns boolean language plpgsql stable
  set search_path = '' as $$ begin return public.is_admin(); end $$;
`

let db: Db
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hardening-'))
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql') && f < HARDENING)
  for (const f of files) await copyFile(path.join(MIGRATIONS_DIR, f), path.join(dir, f))
  await writeFile(path.join(dir, '20251219999999_unseen_callers.sql'), UNSEEN)
  await copyFile(path.join(MIGRATIONS_DIR, HARDENING), path.join(dir, HARDENING))
  db = await openDb()
  await bootstrap(db)
  await migrate(db, { migrationsDir: dir, fresh: true })
})
afterAll(async () => {
  await db?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the schema-hardening migration', () => {
  it('rewrites policies it has not seen to call private.is_admin()', async () => {
    const { rows } = await db.query<{ policyname: string; qual: string; with_check: string }>(
      `select policyname, qual, with_check from pg_policies
       where policyname in ('unqualified', 'qualified', 'probe files') order by policyname`,
    )
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      const text = `${row.qual ?? ''} ${row.with_check ?? ''}`
      expect(text).toContain('private.is_admin()')
      expect(text).not.toContain('public.is_admin')
    }
    expect(rows.find((r) => r.policyname === 'qualified')?.with_check).toContain(
      'owner IS NOT NULL',
    )
  })

  it('rewrites functions that called the old helper, then drops it', async () => {
    const { rows } = await db.query<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'probe_guard'`,
    )
    expect(rows[0]?.src).toContain('private.is_admin()')
    const old = await db.query(`select to_regprocedure('public.is_admin()') as fn`)
    expect(old.rows).toEqual([{ fn: null }])
  })
})
