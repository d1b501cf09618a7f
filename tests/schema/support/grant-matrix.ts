import { randomUUID } from 'node:crypto'
import { ADMIN_POST_COLUMNS } from '../../../supabase/functions/_shared/domain/blog-post.ts'
import type { MatrixRole as Role } from './stack.ts'

// The one list of what each API role may do to each public table and RPC function, as the
// product uses them (supabase/migrations/20261125000000_api_grants.sql grants exactly this).
// A new table or RPC function must be added here: the grant matrix test fails until it is.

export type Row = Record<string, unknown>

/** What a select returns: every fixture row, the published ones, none (RLS), or a grant error. */
export type ReadOutcome = 'all' | 'public' | 'none' | 'denied'
/** What a write does: it takes, RLS hides the row (no error, nothing changes), RLS refuses the new row, or a grant error. */
export type WriteOutcome = 'allowed' | 'hidden' | 'rls' | 'denied'

export interface Access {
  select: ReadOutcome
  insert: WriteOutcome
  update: WriteOutcome
  delete: WriteOutcome
}

export interface TableCase {
  table: string
  key: string
  /** The columns the product reads (never `*`, so column grants decide like in the app). */
  columns: string
  /** Rows written with SQL before each check; `public` marks what a visitor may read. */
  fixture(sql: Fixtures): Promise<{ row: Row; public: boolean }[]>
  /** A fresh row to insert, and the column whose value finds it again. */
  newRow(sql: Fixtures): Promise<Row>
  probe: string
  /** A change to one column; the stored row shows whether it took. */
  patch: Row
  access: Record<Role, Access>
}

/** What fixtures may ask the database for (rows other tables' rows point at). */
export interface Fixtures {
  /** Deletes every row of a public table (for the one-row settings table). */
  clear(table: string): Promise<void>
  userId(): Promise<string>
  post(): Promise<string>
  campaign(): Promise<string>
  registration(): Promise<string>
}

const uid = () => randomUUID()
const slug = () => `post-${uid()}`

/** Every signed-in role: and functions whose own check answers a refusal other than 42501. */
const SIGNED_IN: Role[] = ['user', 'owner', 'admin', 'admin_aal1', 'editor', 'writer']

const NOTHING: Access = { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' }
const READ_ONLY: Access = { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' }
/** A signed-in non-admin on an admin-read table: the grant lets the query run, RLS shows nothing. */
const RLS_EMPTY: Access = { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' }
const WRITE_ONLY: Access = {
  select: 'denied',
  insert: 'allowed',
  update: 'denied',
  delete: 'denied',
}
const EVERYTHING: Access = {
  select: 'all',
  insert: 'allowed',
  update: 'allowed',
  delete: 'allowed',
}

/** Granted every write, but RLS shows no row and refuses a new one (admin-only tables). */
const RLS_EMPTY_WRITES: Access = {
  select: 'none',
  insert: 'rls',
  update: 'hidden',
  delete: 'hidden',
}

/** A portal account that is not the owner on the settings: reads them, its update changes nothing. */
const STAFF_SETTING: Access = {
  select: 'all',
  insert: 'denied',
  update: 'hidden',
  delete: 'denied',
}

/**
 * The portal's roles on a table only owners and admins (at aal2 while the portal requires a
 * second factor) may read: editors, writers and an admin without the second factor see what a
 * signed-in stranger sees.
 */
const PEOPLE = (admins: Access, others: Access = RLS_EMPTY) => ({
  owner: admins,
  admin: admins,
  admin_aal1: others,
  editor: others,
  writer: others,
})

/** The same for posts and campaigns: editors (and admins without aal2) as admins; writers as `writer`. */
const EDITORS = (editors: Access, writer: Access) => ({
  owner: editors,
  admin: editors,
  admin_aal1: editors,
  editor: editors,
  writer,
})

/** Written by one edge function (service role), read by owners and admins in the portal. */
const INBOX: Record<Role, Access> = {
  anon: NOTHING,
  user: RLS_EMPTY,
  ...PEOPLE(READ_ONLY),
  service: WRITE_ONLY,
}

export const TABLE_CASES: TableCase[] = [
  {
    table: 'blog_posts',
    key: 'id',
    // Every column a visitor may name; content is checked among the hidden columns below.
    columns: ADMIN_POST_COLUMNS.replace(' content,', ''),
    fixture: async () => [
      {
        row: { id: uid(), title: 'Live', slug: slug(), content: '<p>x</p>', published: true },
        public: true,
      },
      {
        row: { id: uid(), title: 'Draft', slug: slug(), content: '<p>x</p>', published: false },
        public: false,
      },
    ],
    newRow: async () => ({ id: uid(), title: 'New', slug: slug(), content: '<p>new</p>' }),
    probe: 'slug',
    patch: { title: 'Changed title' },
    access: {
      anon: { select: 'public', insert: 'denied', update: 'denied', delete: 'denied' },
      user: { select: 'public', insert: 'rls', update: 'hidden', delete: 'hidden' },
      // A writer creates drafts of their own (author_id defaults to them); others' posts are
      // out of reach, published ones readable as by anyone.
      ...EDITORS(EVERYTHING, {
        select: 'public',
        insert: 'allowed',
        update: 'hidden',
        delete: 'hidden',
      }),
      // The campaign engine reads titles and slugs and inserts drafts.
      service: { select: 'all', insert: 'allowed', update: 'denied', delete: 'denied' },
    },
  },
  {
    table: 'blog_post_revisions',
    key: 'id',
    columns: 'id, post_id, revision_number, kind, title, content, created_at',
    fixture: async (sql) => [{ row: await revision(sql), public: false }],
    newRow: revision,
    probe: 'id',
    patch: { title: 'Changed title' },
    // Revisions are written by a security-definer trigger; admins read and restore them.
    access: { anon: NOTHING, user: RLS_EMPTY, ...EDITORS(READ_ONLY, RLS_EMPTY), service: NOTHING },
  },
  {
    table: 'blog_campaigns',
    key: 'id',
    columns: '*',
    fixture: async () => [
      { row: { id: uid(), name: 'Campaign', keywords: ['crm'] }, public: false },
    ],
    newRow: async () => ({ id: uid(), name: 'New campaign', keywords: ['seo', 'local'] }),
    probe: 'id',
    patch: { name: 'Changed name' },
    access: {
      anon: NOTHING,
      user: { select: 'none', insert: 'rls', update: 'hidden', delete: 'hidden' },
      // Editors edit and delete campaigns (the posts stay, their campaign_id set null).
      ...EDITORS(EVERYTHING, { select: 'none', insert: 'rls', update: 'hidden', delete: 'hidden' }),
      // The engine reads campaigns and marks a finished one completed.
      service: { select: 'all', insert: 'denied', update: 'allowed', delete: 'denied' },
    },
  },
  {
    table: 'blog_campaign_jobs',
    key: 'id',
    columns: '*',
    fixture: async (sql) => [{ row: await job(sql), public: false }],
    newRow: job,
    probe: 'id',
    patch: { status: 'running' },
    access: {
      anon: NOTHING,
      user: RLS_EMPTY,
      ...EDITORS(READ_ONLY, RLS_EMPTY),
      service: { select: 'all', insert: 'allowed', update: 'allowed', delete: 'denied' },
    },
  },
  {
    table: 'Webinar Registration',
    key: 'id',
    columns: 'id, name, Email, created_at',
    fixture: async () => [
      {
        row: { id: uid(), name: 'Ann', Email: `ann-${uid()}@example.test`, webinar_title: 'W' },
        public: false,
      },
    ],
    newRow: async () => ({
      id: uid(),
      name: 'Bob',
      Email: `bob-${uid()}@example.test`,
      webinar_title: 'W',
    }),
    probe: 'id',
    patch: { name: 'Changed name' },
    access: INBOX,
  },
  {
    table: 'contact_messages',
    key: 'id',
    columns: 'id, name, email, subject, message, created_at',
    fixture: async () => [{ row: { id: uid(), ...message() }, public: false }],
    newRow: async () => message(),
    probe: 'email',
    patch: { subject: 'Changed subject' },
    access: INBOX,
  },
  {
    table: 'credit_orders',
    key: 'id',
    columns: 'id, created_at, lead_count, credits, amount_cents, currency, tier, status, email',
    fixture: async () => [{ row: { id: uid(), ...order() }, public: false }],
    newRow: async () => ({ id: uid(), ...order() }),
    probe: 'provider_session_id',
    patch: { status: 'paid' },
    access: {
      anon: NOTHING,
      user: RLS_EMPTY,
      ...PEOPLE(READ_ONLY),
      // create-credit-payment records orders; the webhook's apply_checkout_event updates them.
      service: { select: 'all', insert: 'allowed', update: 'allowed', delete: 'denied' },
    },
  },
  {
    table: 'credit_ledger',
    key: 'id',
    columns: 'id, kind, credits, email',
    fixture: async () => [{ row: ledgerRow(), public: false }],
    newRow: async () => ledgerRow(),
    probe: 'id',
    patch: { credits: 5 },
    // Admins read it; only apply_checkout_event / apply_refund_event (the webhook) add rows.
    access: {
      anon: NOTHING,
      user: RLS_EMPTY,
      ...PEOPLE(READ_ONLY),
      service: { select: 'all', insert: 'allowed', update: 'denied', delete: 'denied' },
    },
  },
  {
    table: 'stripe_events',
    key: 'id',
    columns: 'id, type, outcome',
    fixture: async () => [{ row: stripeEvent(), public: false }],
    newRow: async () => stripeEvent(),
    probe: 'id',
    patch: { outcome: 'changed' },
    // Only apply_checkout_event (security invoker, run by the webhook) touches them.
    access: {
      anon: NOTHING,
      user: NOTHING,
      ...PEOPLE(NOTHING, NOTHING),
      service: { select: 'all', insert: 'allowed', update: 'allowed', delete: 'denied' },
    },
  },
  {
    table: 'video_upload_sessions',
    key: 'id',
    columns: 'id, file_name, received, status',
    fixture: async () => [{ row: uploadSession(), public: false }],
    newRow: async () => uploadSession(),
    probe: 'id',
    patch: { received: 1 },
    // upload-video-chunk opens, advances, finishes and clears sessions; nobody else sees them.
    access: { anon: NOTHING, user: NOTHING, ...PEOPLE(NOTHING, NOTHING), service: EVERYTHING },
  },
  {
    table: 'admin_users',
    key: 'user_id',
    columns: 'user_id',
    fixture: async (sql) => [{ row: { user_id: await sql.userId() }, public: false }],
    newRow: async (sql) => ({ user_id: await sql.userId() }),
    probe: 'user_id',
    patch: { created_at: '2001-02-03T04:05:06+00:00' },
    // Every account reads its own row (the portal asks "what is my role?"; not this fixture's);
    // the owner reads every row. Admin-only functions ask the same of their caller.
    access: {
      anon: NOTHING,
      user: RLS_EMPTY,
      ...PEOPLE(RLS_EMPTY),
      owner: READ_ONLY,
      service: READ_ONLY,
    },
  },
  {
    table: 'admin_audit_log',
    key: 'target_user_id',
    columns: 'actor_email, action, target_user_id, target_email, created_at',
    fixture: async () => [{ row: auditEntry(), public: false }],
    newRow: async () => auditEntry(),
    probe: 'target_user_id',
    patch: { target_email: 'changed@example.test' },
    // The owner reads the audit trail; only triggers and the account functions write it.
    access: {
      anon: NOTHING,
      user: RLS_EMPTY,
      ...PEOPLE(RLS_EMPTY),
      owner: READ_ONLY,
      service: NOTHING,
    },
  },
  {
    table: 'portal_settings',
    key: 'id',
    columns: 'id, mfa_required, updated_at',
    // The one row, written again (clear() removes the migration's) so every check starts from
    // a second factor being required.
    fixture: async (sql) => {
      await sql.clear('portal_settings')
      return [{ row: { id: true, mfa_required: true }, public: false }]
    },
    newRow: async () => ({ id: true, updated_at: '2001-02-03T04:05:06+00:00' }),
    probe: 'updated_at',
    patch: { mfa_required: false },
    // Every portal account reads the setting; the owner (at aal2) changes it; nobody adds or
    // removes the row through the API.
    access: {
      anon: NOTHING,
      user: { select: 'none', insert: 'denied', update: 'hidden', delete: 'denied' },
      ...PEOPLE(STAFF_SETTING, STAFF_SETTING),
      owner: { select: 'all', insert: 'denied', update: 'allowed', delete: 'denied' },
      service: NOTHING,
    },
  },
  {
    table: 'video_details',
    key: 'name',
    columns: 'name, duration_seconds, poster, updated_at',
    fixture: async () => [{ row: { name: `v-${uid()}.webm`, duration_seconds: 2 }, public: false }],
    newRow: async () => ({ name: `v-${uid()}.webm`, duration_seconds: 3 }),
    probe: 'name',
    patch: { duration_seconds: 4 },
    access: {
      anon: NOTHING,
      user: RLS_EMPTY_WRITES,
      ...PEOPLE(EVERYTHING, RLS_EMPTY_WRITES),
      service: EVERYTHING,
    },
  },
  {
    table: 'workshop_settings',
    key: 'id',
    columns: 'id, video_name, updated_at',
    // The one row: written again (clear() removes any) so every check starts from the same.
    fixture: async (sql) => {
      await sql.clear('workshop_settings')
      return [{ row: { id: true, video_name: null }, public: false }]
    },
    newRow: async () => ({ id: true, updated_at: '2001-02-03T04:05:06+00:00' }),
    probe: 'updated_at',
    patch: { updated_at: '2002-03-04T05:06:07+00:00' },
    // Owners and admins choose the workshop video; workshop-player reads it; nobody adds or
    // removes the row through the API.
    access: {
      anon: NOTHING,
      user: { select: 'none', insert: 'denied', update: 'hidden', delete: 'denied' },
      ...PEOPLE(
        { select: 'all', insert: 'denied', update: 'allowed', delete: 'denied' },
        { select: 'none', insert: 'denied', update: 'hidden', delete: 'denied' },
      ),
      service: READ_ONLY,
    },
  },
  {
    table: 'workshop_progress',
    key: 'registration_id',
    columns: 'registration_id, watched_seconds, started_at, offer_reached_at',
    fixture: async (sql) => [
      { row: { registration_id: await sql.registration(), watched_seconds: 30 }, public: false },
    ],
    newRow: async (sql) => ({ registration_id: await sql.registration() }),
    probe: 'registration_id',
    patch: { watched_seconds: 2700 },
    // Written by workshop-player alone (service role); owners and admins read the funnel.
    access: { anon: NOTHING, user: RLS_EMPTY, ...PEOPLE(READ_ONLY), service: EVERYTHING },
  },
]

function auditEntry(): Row {
  return { action: 'removed', target_user_id: uid(), target_email: 'former@example.test' }
}

/** Columns only some roles may read: a query naming them is refused for the others. */
export const HIDDEN_COLUMNS: { table: string; column: string; readers: Role[] }[] = [
  { table: 'blog_posts', column: 'author_id', readers: ['service'] },
  // A visitor gets bodies from published_post_bodies only, so nobody can filter posts by body.
  { table: 'blog_posts', column: 'content', readers: [...SIGNED_IN, 'service'] },
  // Why auto-publish kept a draft back: for the portal, not for visitors.
  { table: 'blog_posts', column: 'auto_publish_failures', readers: [...SIGNED_IN, 'service'] },
]

export interface RpcCase {
  fn: string
  args: Row
  /** Roles whose call runs; every other role gets 42501. */
  callers: Role[]
}

/** Owners and admins at aal2: registrations, the inbox, orders, videos. */
const PEOPLE_READERS: Role[] = ['owner', 'admin']
/** Every post: editors, and owners and admins whatever their second factor. */
const EDITOR_ROLES: Role[] = ['owner', 'admin', 'admin_aal1', 'editor']

// Every function in public. Trigger helpers (set_updated_at, blog_campaigns_mark_resumed)
// cannot be called through /rpc at all; blog_reading_time is a trigger helper nobody may call.
export const RPC_CASES: RpcCase[] = [
  {
    fn: 'credit_order_status',
    args: { p_session_id: 'cs_test_unknown' },
    callers: ['anon', ...SIGNED_IN],
  },
  {
    fn: 'claim_order_conversion',
    args: { p_session_id: 'cs_test_unknown' },
    callers: ['anon', ...SIGNED_IN],
  },
  {
    fn: 'restore_blog_post_revision',
    args: { revision_id: randomUUID() },
    callers: SIGNED_IN,
  },
  {
    fn: 'publish_blog_post',
    args: { p_post_id: randomUUID(), p_overrides: [] },
    callers: SIGNED_IN,
  },
  {
    fn: 'blog_post_near_duplicate',
    args: { p_title: 'A title', p_content: '<p>Some text</p>' },
    // The campaign writer runs the publish checklist before it auto-publishes.
    callers: [...SIGNED_IN, 'service'],
  },
  {
    fn: 'hit_rate_limit',
    args: { bucket: 'grant-matrix', address: '192.0.2.1', max_hits: 1000, window_seconds: 1 },
    callers: ['service'],
  },
  {
    fn: 'apply_checkout_event',
    args: {
      p_event_id: `evt_${randomUUID()}`,
      p_event_type: 'checkout.session.completed',
      p_session_id: 'cs_test_grant_matrix',
      p_order_id: randomUUID(),
      p_amount_total: 10000,
      p_payment_status: 'paid',
      p_customer_email: 'buyer@example.test',
    },
    callers: ['service'],
  },
  {
    fn: 'apply_refund_event',
    args: {
      p_event_id: `evt_${randomUUID()}`,
      p_payment_intent: 'pi_test_grant_matrix',
      p_amount_refunded: 100,
      p_expected_refunded_cents: 0,
    },
    callers: ['service'],
  },
  { fn: 'claim_credit_handoffs', args: { p_limit: 0, p_lease_seconds: 1 }, callers: ['service'] },
  {
    fn: 'finish_credit_handoff',
    args: { p_id: randomUUID(), p_error: 'x' },
    callers: ['service'],
  },
  // A non-admin's call runs and gets no rows.
  { fn: 'credit_order_deliveries', args: { p_order_ids: [] }, callers: SIGNED_IN },
  { fn: 'claim_campaign_job', args: { p_job_id: randomUUID() }, callers: ['service'] },
  {
    fn: 'save_campaign_draft',
    args: {
      p_job_id: randomUUID(),
      p_title: 'T',
      p_slug: 't',
      p_content: '<p>t</p>',
      p_meta_description: 'm',
      p_seo_title: 's',
      p_published: false,
      p_model: 'm',
      p_prompt_version: 'v',
      p_prompt_tokens: 0,
      p_completion_tokens: 0,
    },
    callers: ['service'],
  },
  { fn: 'blog_reading_time', args: { content: 'a few words' }, callers: [] },
  // A signed-in non-admin gets the same refusal from the function's own check.
  { fn: 'registration_stats', args: { p_time_zone: 'UTC' }, callers: PEOPLE_READERS },
  { fn: 'workshop_funnel', args: { p_days: 30, p_time_zone: 'UTC' }, callers: PEOPLE_READERS },
  {
    fn: 'register_webinar',
    args: {
      p_name: 'Grant Matrix',
      p_email: `grant-${randomUUID()}@example.test`,
      p_webinar_title: 'Grant Matrix Workshop',
      p_link_id: randomUUID(),
      p_link_token: 'x'.repeat(43),
      p_link_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      p_email_subject: 'S',
      p_email_html: '<p>h</p>',
      p_email_text: 't',
    },
    callers: ['service'],
  },
  {
    fn: 'workshop_access',
    args: { p_link_id: randomUUID(), p_token: 'x'.repeat(43) },
    callers: ['anon', ...SIGNED_IN, 'service'],
  },
  // workshop-player's check of a personal link: the function alone (service role).
  {
    fn: 'workshop_registration',
    args: { p_link_id: randomUUID(), p_token: 'x'.repeat(43) },
    callers: ['service'],
  },
  {
    fn: 'submit_contact_message',
    args: {
      p_name: 'Dana',
      p_email: 'dana@example.test',
      p_subject: 'S',
      p_message: 'M',
      p_email_subject: 'S',
      p_email_html: '<p>h</p>',
      p_email_text: 't',
    },
    callers: ['service'],
  },
  { fn: 'claim_email_outbox', args: { p_limit: 0, p_lease_seconds: 1 }, callers: ['service'] },
  // The workshop follow-ups' worker and the unsubscribe function (service role only).
  {
    fn: 'due_workshop_followups',
    args: { p_now: '2026-01-01T00:00:00Z', p_limit: 0 },
    callers: ['service'],
  },
  {
    fn: 'enqueue_workshop_followup',
    args: {
      p_registration_id: randomUUID(),
      p_kind: 'reminder',
      p_link_id: randomUUID(),
      p_link_token: 'x'.repeat(43),
      p_link_expires_at: '2026-01-01T00:00:00Z',
      p_unsubscribe_token: 'x'.repeat(43),
      p_email_subject: 's',
      p_email_html: 'h',
      p_email_text: 't',
      p_headers: {},
    },
    callers: ['service'],
  },
  { fn: 'unsubscribe_email', args: { p_token: 'unknown' }, callers: ['service'] },
  // Owners and admins grant; the function's own check refuses others (not 42501).
  {
    fn: 'grant_credits',
    args: { p_email: 'a@example.test', p_credits: 0, p_note: 'x' },
    callers: SIGNED_IN,
  },
  // Owners and admins rename a video's references; the function's own check refuses others.
  { fn: 'rename_video', args: { p_from: 'a.mp4', p_to: '' }, callers: SIGNED_IN },
  { fn: 'finish_email_outbox', args: { p_id: randomUUID(), p_error: 'x' }, callers: ['service'] },
  { fn: 'email_outbox_backlog', args: {}, callers: SIGNED_IN },
  // Admin accounts: a non-admin's call runs and gets no rows / a 403 of the function's own.
  { fn: 'list_admins', args: {}, callers: SIGNED_IN },
  { fn: 'remove_admin', args: { p_user_id: randomUUID() }, callers: SIGNED_IN },
  {
    fn: 'add_admin',
    args: {
      p_email: 'nobody@example.test',
      p_actor: randomUUID(),
      p_invited: false,
      p_role: 'writer',
    },
    callers: ['service'],
  },
  // The owner's role changes and the export's audit entry: the others get the function's 403.
  { fn: 'set_admin_role', args: { p_user_id: randomUUID(), p_role: 'editor' }, callers: SIGNED_IN },
  { fn: 'record_registrations_export', args: { p_rows: 0 }, callers: SIGNED_IN },
  // The edge functions' question (PORTAL_ACCESS below has its answers), and the owner's factor
  // reset: the others get the function's 403.
  { fn: 'portal_access', args: { p_need: 'admin' }, callers: SIGNED_IN },
  { fn: 'prepare_factor_reset', args: { p_user_id: randomUUID() }, callers: SIGNED_IN },
  { fn: 'search_registrations', args: { p_query: 'a' }, callers: PEOPLE_READERS },
  { fn: 'search_contact_messages', args: { p_query: 'a' }, callers: PEOPLE_READERS },
  // Writers search too: published posts and their own drafts (portal-roles.test.ts).
  { fn: 'search_blog_posts', args: { p_query: 'a' }, callers: [...EDITOR_ROLES, 'writer'] },
  { fn: 'create_blog_post_preview', args: { p_post_id: randomUUID() }, callers: SIGNED_IN },
  { fn: 'revoke_blog_post_preview', args: { p_post_id: randomUUID() }, callers: SIGNED_IN },
  {
    fn: 'blog_post_preview',
    args: { p_token: 'x'.repeat(64) },
    callers: ['anon', ...SIGNED_IN],
  },
  {
    fn: 'published_post_bodies',
    args: { p_slugs: ['a-post'] },
    callers: ['anon', ...SIGNED_IN, 'service'],
  },
  { fn: 'search_credit_orders', args: { p_query: 'a' }, callers: PEOPLE_READERS },
  { fn: 'search_videos', args: { p_query: 'a' }, callers: PEOPLE_READERS },
  // The live check: the worker (service role) reads and records; admins read the states.
  { fn: 'blog_live_checks_due', args: { p_limit: 0 }, callers: ['service'] },
  {
    fn: 'record_blog_live_check',
    args: {
      p_post_id: randomUUID(),
      p_waiting: true,
      p_email_subject: 'S',
      p_email_html: '<p>h</p>',
      p_email_text: 't',
    },
    callers: ['service'],
  },
  { fn: 'blog_post_live_states', args: {}, callers: SIGNED_IN },
]

type Access3 = 'allowed' | 'second-factor' | 'refused'

/**
 * What portal_access answers each signed-in role (the portal requiring a second factor), i.e.
 * what every admin edge function lets through: the owner's functions (invite-admin,
 * admin-reset-factors), the admins' (credits-handoff, upload-video-chunk) and the editors'
 * (generate-blog-post).
 */
export const PORTAL_ACCESS: Record<
  'owner' | 'admin' | 'editor',
  Record<Exclude<Role, 'anon' | 'service'>, Access3>
> = {
  owner: {
    user: 'refused',
    owner: 'allowed',
    admin: 'refused',
    admin_aal1: 'refused',
    editor: 'refused',
    writer: 'refused',
  },
  admin: {
    user: 'refused',
    owner: 'allowed',
    admin: 'allowed',
    admin_aal1: 'second-factor',
    editor: 'refused',
    writer: 'refused',
  },
  editor: {
    user: 'refused',
    owner: 'allowed',
    admin: 'allowed',
    admin_aal1: 'allowed',
    editor: 'allowed',
    writer: 'refused',
  },
}

/** Revision 100 of a new post (the post's own trigger wrote revision 1). */
async function revision(sql: Fixtures): Promise<Row> {
  const post_id = await sql.post()
  return {
    id: uid(),
    post_id,
    revision_number: 100,
    kind: 'edited',
    title: 'R',
    content: '<p>r</p>',
  }
}

async function job(sql: Fixtures): Promise<Row> {
  return { id: uid(), campaign_id: await sql.campaign(), slot: new Date().toISOString() }
}

function uploadSession(): Row {
  const name = `video-${uid()}.mp4`
  return {
    id: uid(),
    file_name: name,
    object_path: `library/${name}`,
    total_size: 3_000_000,
    total_chunks: 2,
    upload_url: 'http://127.0.0.1/storage/v1/upload/resumable/x',
  }
}

function order(): Row {
  return {
    lead_count: 1000,
    credits: 60000,
    tier: 'Tier 1',
    amount_cents: 12000,
    email: 'buyer@example.test',
    provider_session_id: `cs_test_${uid()}`,
  }
}

function ledgerRow(): Row {
  return { id: uid(), kind: 'grant', credits: 60, email: 'granted@example.test' }
}

function stripeEvent(): Row {
  return { id: `evt_${uid()}`, type: 'checkout.session.completed', outcome: 'fulfilled' }
}

function message(): Row {
  return {
    name: 'Dana',
    email: `dana-${uid()}@example.test`,
    subject: 'Pricing',
    message: 'Do you offer agency pricing?',
  }
}
