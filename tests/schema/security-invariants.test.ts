import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LIVE_TOPICS } from '@/lib/paging/admin-live-topics'
import type { Db } from '../../supabase/local/src/db/db.ts'
import { RPC_CASES, TABLE_CASES } from './support/grant-matrix.ts'
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

  it('exposes no security definer function through the API (is_admin lives in private)', async () => {
    const definers = await db.query<{ name: string; config: string[] }>(
      `select pronamespace::regnamespace || '.' || proname as name, proconfig as config
       from pg_proc where prosecdef and pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    )
    expect(definers.rows.map((r) => r.name).sort()).toEqual([
      'private.add_admin',
      'private.admin_emails',
      'private.admin_users_audit_role',
      'private.admin_users_default_role',
      'private.admin_users_keep_an_owner',
      'private.audit',
      'private.audit_by',
      'private.blog_campaigns_audit',
      'private.blog_live_checks_due',
      'private.blog_post_live_states',
      'private.blog_post_preview',
      'private.blog_posts_audit',
      'private.blog_posts_keep_revision',
      'private.blog_posts_record_publish',
      'private.blog_posts_set_reading_time',
      'private.blog_posts_track_live',
      'private.blog_posts_track_schedule',
      'private.blog_posts_writer_guard',
      'private.blog_publish_failures',
      'private.broadcast_admin_change',
      'private.can_edit_post',
      'private.can_read_admin_topic',
      'private.claim_order_conversion',
      'private.claim_site_rebuild',
      'private.create_blog_post_preview',
      'private.credit_order_deliveries',
      'private.credit_order_status',
      'private.due_workshop_followups',
      'private.email_outbox_backlog',
      'private.enqueue_workshop_followup',
      'private.grant_credits',
      'private.is_admin',
      'private.is_editor',
      'private.is_owner',
      'private.is_staff',
      'private.list_admins',
      'private.mfa_factors_audit',
      'private.note_site_change',
      'private.portal_access',
      'private.portal_role',
      'private.portal_settings_audit',
      'private.prepare_factor_reset',
      'private.publish_due_posts',
      'private.published_post_bodies',
      'private.queue_email',
      'private.queue_handoff',
      'private.record_blog_live_check',
      'private.record_registrations_export',
      'private.record_site_rebuild_result',
      'private.register_webinar',
      'private.registration_counter_apply',
      'private.registration_totals',
      'private.remove_admin',
      'private.rename_video',
      'private.request_site_rebuild',
      'private.revoke_blog_post_preview',
      'private.search_blog_posts',
      'private.search_contact_messages',
      'private.search_credit_orders',
      'private.search_registrations',
      'private.second_factor_ok',
      'private.set_admin_role',
      'private.stamp_ai_revision',
      'private.submit_contact_message',
      'private.unsubscribe_email',
      'private.workshop_access',
      'private.workshop_registration',
    ])
    for (const fn of definers.rows) expect(fn.config).toContain('search_path=""')
    const config = await readFile(new URL('../../supabase/config.toml', import.meta.url), 'utf8')
    expect(config).toMatch(/^schemas = \["public", "graphql_public"\]$/m)
  })

  it('has one permissive policy per table, role and action (multiple_permissive_policies)', async () => {
    const duplicates = await names(
      `select schemaname || '.' || tablename || ' ' || r || ' ' || cmd as name
       from pg_policies, unnest(roles) r
       where permissive = 'PERMISSIVE' and schemaname = 'public'
       group by schemaname, tablename, r, cmd having count(*) > 1`,
    )
    expect(duplicates).toEqual([])
  })

  it('has no write policy whose check is always true (rls_policy_always_true)', async () => {
    const open = await names(
      `select tablename || ': ' || policyname as name from pg_policies
       where schemaname = 'public' and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
         and (lower(coalesce(with_check, qual, 'true')) in ('true', '(true)'))`,
    )
    expect(open).toEqual([])
  })

  it('indexes every foreign key (unindexed_foreign_keys)', async () => {
    const unindexed = await names(
      `select c.conrelid::regclass || '.' || c.conname as name
       from pg_constraint c
       where c.contype = 'f' and c.connamespace = 'public'::regnamespace
         and not exists (
           select 1 from pg_index i
           where i.indrelid = c.conrelid
             and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
         )`,
    )
    expect(unindexed).toEqual([])
  })

  it('never lets a signed-in non-admin do more than anon', async () => {
    // Every policy open to authenticated is either open to anon in the same way or requires
    // a portal role (is_admin, is_owner, is_editor, is_staff, can_edit_post or
    // can_read_admin_topic, which all read admin_users), so enabling sign-ups grants a
    // stranger nothing new.
    const roleCheck = `'private\\.(is_admin|is_owner|is_editor|is_staff|can_edit_post|can_read_admin_topic)\\('`
    const loose = await names(
      `select schemaname || '.' || tablename || ': ' || policyname as name from pg_policies
       where 'authenticated' = any(roles)
         and not 'anon' = any(roles)
         and coalesce(qual, '') !~ ${roleCheck}
         and coalesce(with_check, '') !~ ${roleCheck}`,
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

  it('lists every table in the grant matrix, so each one has explicit grants', async () => {
    const tables = await names(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'f')`,
    )
    expect(tables.sort()).toEqual(TABLE_CASES.map((c) => c.table).sort())
    const sequences = await names(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'S'
         and (has_sequence_privilege('anon', oid, 'usage')
           or has_sequence_privilege('authenticated', oid, 'usage'))`,
    )
    expect(sequences).toEqual([])
  })

  it('lets API roles execute only the RPC functions, and PUBLIC nothing', async () => {
    const executable = await names(
      `select distinct p.proname as name
       from pg_proc p, unnest(array['anon', 'authenticated', 'service_role']) r
       where p.pronamespace = 'public'::regnamespace and has_function_privilege(r, p.oid, 'execute')`,
    )
    const rpc = RPC_CASES.filter((c) => c.callers.length > 0).map((c) => c.fn)
    expect(executable.sort()).toEqual(rpc.sort())
    const toPublic = await names(
      `select p.pronamespace::regnamespace || '.' || p.proname as name
       from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
       where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
         and a.grantee = 0 and a.privilege_type = 'EXECUTE'`,
    )
    expect(toPublic).toEqual([])
  })

  // Admin tables broadcast to private topics instead (admin_live_topics): a postgres_changes
  // subscription tells anyone the count and timing of changes it cannot read.
  it('publishes only the posts to realtime, whose select policy realtime applies per row', async () => {
    const published = await names(
      `select tablename as name from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public'`,
    )
    expect(published.sort()).toEqual(['blog_posts'])
  })
  it('broadcasts each admin table to the private topic the portal joins, and only those', async () => {
    const topics = await db.query<{ name: string; topic: string }>(
      `select c.relname as name, t.topic from private.admin_live_topics t
       join pg_class c on c.oid = t.table_name`,
    )
    expect(Object.fromEntries(topics.rows.map((r) => [r.name, r.topic]))).toEqual(ADMIN_LIVE_TOPICS)
    const triggered = await names(
      `select c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
       where g.tgname = 'broadcast_admin_change'`,
    )
    expect(triggered.sort()).toEqual(Object.keys(ADMIN_LIVE_TOPICS).sort())
  })
})
