import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../supabase/local/src/context.ts'
import { openMigratedDb } from './support/migrated-db.ts'

// Structural guarantees that must survive every future migration, checked in the catalogue.
let db: Db

beforeAll(async () => {
  db = await openMigratedDb()
})
afterAll(async () => {
  await db.close()
})

async function names(sql: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(sql)
  return rows.map((r) => r.name)
}

describe('security invariants of the public schema', () => {
  it('has row-level security enabled on every table', async () => {
    const tables = await names(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    )
    expect(tables.length).toBeGreaterThanOrEqual(6)
    const withoutRls = await names(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relrowsecurity`,
    )
    expect(withoutRls).toEqual([])
  })

  it('pins the search_path of every function it defines', async () => {
    const unpinned = await names(
      `select proname as name from pg_proc
       where pronamespace = 'public'::regnamespace
         and not exists (select 1 from unnest(proconfig) c where c like 'search_path=%')`,
    )
    expect(unpinned).toEqual([])
  })

  it('has only security definer functions with an empty search_path', async () => {
    const definers = await db.query<{ name: string; config: string[] }>(
      `select proname as name, proconfig as config from pg_proc
       where pronamespace = 'public'::regnamespace and prosecdef`,
    )
    expect(definers.rows.map((r) => r.name).sort()).toEqual(['credit_order_status', 'is_admin'])
    for (const fn of definers.rows) expect(fn.config).toContain('search_path=""')
  })

  it('never lets a signed-in non-admin do more than anon', async () => {
    // Every policy open to authenticated is either open to anon in the same way or
    // requires is_admin(), so enabling sign-ups grants a stranger nothing new.
    const loose = await names(
      `select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
       where 'authenticated' = any(roles)
         and not 'anon' = any(roles)
         and coalesce(qual, '') not like '%is_admin()%'
         and coalesce(with_check, '') not like '%is_admin()%'`,
    )
    expect(loose).toEqual([])
    const toPublic = await names(
      `select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
       where 'public' = any(roles) and schemaname in ('public', 'storage')`,
    )
    expect(toPublic).toEqual([])
  })

  it('denies API roles truncate, references and trigger on every table', async () => {
    const grants = await names(
      `select grantee || ' ' || privilege_type || ' on ' || table_name as name
       from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated')
         and privilege_type in ('TRUNCATE', 'REFERENCES', 'TRIGGER')`,
    )
    expect(grants).toEqual([])
  })

  it('publishes the admin-facing tables to realtime', async () => {
    const published = await names(
      `select tablename as name from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public'`,
    )
    expect(published.sort()).toEqual([
      'Webinar Registration',
      'blog_campaign_jobs',
      'blog_campaigns',
      'blog_posts',
      'credit_orders',
    ])
  })
})
