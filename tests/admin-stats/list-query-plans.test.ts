// Every admin list query at scale (1,000,000 registrations, 100,000 messages and
// orders, 10,000 posts) is answered from an index. The queries are written with supabase-js
// exactly as the screens send them; the URL each produces goes through the local stack's own
// REST statement builder, and EXPLAIN of that statement runs as a signed-in admin (row-level
// security included) on native Postgres.
//
// Native Postgres because that is where a plan at this size means something and where a
// million rows seed in seconds (scripts/lib/scale-seed.ts); it needs Debian's postgresql-15,
// which CI installs for npm run deploy:rehearse. Without it this file is skipped and says so.
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '@/lib/database.types'
import {
  nativePostgresAvailable,
  startNativePostgres,
  type NativePostgres,
} from '../../scripts/lib/native-postgres.ts'
import { ISSUE_SCALE, seedScale } from '../../scripts/lib/scale-seed.ts'
import { parsePrefer } from '../../supabase/local/src/services/rest/prefer.ts'
import { readStatements } from '../../supabase/local/src/services/rest/read.ts'
import {
  loadSchemaCache,
  type SchemaCache,
} from '../../supabase/local/src/services/rest/schema-cache.ts'
import { startSchemaStack, type SchemaStack } from '../schema/support/stack.ts'

let native: NativePostgres | undefined
let s: SchemaStack
let cache: SchemaCache
let adminId: string

const available = nativePostgresAvailable()

beforeAll(async () => {
  if (!available) return
  native = await startNativePostgres({ prefix: 'list-plans-' })
  s = await startSchemaStack({ seed: false, databaseUrl: native.url })
  await seedScale(s.stack.ctx.db, ISSUE_SCALE)
  cache = await loadSchemaCache(s.stack.ctx.db)
  adminId = (await s.createUser({ admin: true })).userId
}, 300_000)
afterAll(async () => {
  await s?.stop()
  await native?.stop()
})

// supabase-js builds the request; this fetch only keeps it.
type Captured = { url: URL; prefer: string | null }
const sent: Captured[] = []
const capture = createClient<Database>('http://plans.invalid', 'unused', {
  auth: { persistSession: false, autoRefreshToken: false },
  global: {
    fetch: async (input, init) => {
      sent.push({
        url: new URL(input instanceof Request ? input.url : String(input)),
        prefer: new Headers(init?.headers).get('prefer'),
      })
      return new Response('[]', { headers: { 'content-type': 'application/json' } })
    },
  },
})

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}
const planNode: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    'Node Type': z.string(),
    'Relation Name': z.string().optional(),
    'Index Name': z.string().optional(),
    Plans: z.array(planNode).optional(),
  }),
)

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)]
}

/** EXPLAIN of the statement the stack runs for the captured request, as an admin. */
async function explain(
  query: PromiseLike<unknown>,
  options: { smallTable?: boolean; count?: boolean } = {},
): Promise<PlanNode[]> {
  sent.length = 0
  await query
  const request = sent.pop()
  if (!request) throw new Error('supabase-js sent nothing')
  const { url, prefer } = request
  const name = decodeURIComponent(url.pathname.replace('/rest/v1/', ''))
  const table = cache.tables.get(`public.${name}`)
  if (!table) throw new Error(`no table ${name}`)
  // The page itself; the count beside it is checked on its own (counts, below).
  const { count } = parsePrefer(prefer ?? undefined)
  const { read } = readStatements(table, url.searchParams, {
    count: options.count ? count : undefined,
  })
  return s.stack.ctx.asRole({ role: 'authenticated', sub: adminId }, async (tx) => {
    // A table of tens of rows is read whole by any sensible planner; forbidding that shows
    // whether an index could answer the query once the table grows.
    if (options.smallTable) await tx.query('set local enable_seqscan = off')
    const { rows } = await tx.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${read.text}`,
      read.params,
    )
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan
    if (!plan) throw new Error('no plan')
    return nodes(plan)
  })
}

/** The indexes the plan reads on `relation`, and that it never reads the table whole. */
function indexesOn(plan: PlanNode[], relation: string): string[] {
  expect(
    plan.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === relation),
  ).toEqual([])
  return plan.flatMap((n) => (n['Index Name'] ? [n['Index Name']] : []))
}

const REG = 'Webinar Registration'
const db = () => capture

describe.skipIf(!available)('admin list queries at 1,000,000 registrations use indexes', () => {
  it('registrations: first page, older and newer pages by keyset, recent 10, search', async () => {
    const page = () =>
      db()
        .from(REG)
        .select('id, name, Email, created_at', { count: 'estimated' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
    const { rows } = await s.stack.ctx.db.query<{ created_at: string; id: string }>(
      `select created_at::text, id from public."Webinar Registration" order by created_at desc, id desc offset 500000 limit 1`,
    )
    const middle = rows[0]
    if (!middle) throw new Error('no rows seeded')
    const at = `"${middle.created_at}"`
    const order = 'webinar_registration_created_at_id_idx'
    expect(indexesOn(await explain(page().limit(50)), REG)).toContain(order)
    expect(indexesOn(await explain(page().limit(10)), REG)).toContain(order)
    expect(
      indexesOn(
        await explain(
          page()
            .lte('created_at', middle.created_at)
            .or(`created_at.lt.${at},id.lt.${middle.id}`)
            .limit(51),
        ),
        REG,
      ),
    ).toContain(order)
    expect(
      indexesOn(
        await explain(
          db()
            .from(REG)
            .select('id, name, Email, created_at')
            .gte('created_at', middle.created_at)
            .or(`created_at.gt.${at},id.gt.${middle.id}`)
            .order('created_at', { ascending: true })
            .order('id', { ascending: true })
            .limit(51),
        ),
        REG,
      ),
    ).toContain(order)
  })

  it('inbox: first page, keyset page, and a keyset page', async () => {
    const page = () =>
      db()
        .from('contact_messages')
        .select('id, name, email, subject, message, created_at', { count: 'estimated' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
    const order = 'contact_messages_created_at_id_idx'
    expect(indexesOn(await explain(page().limit(21)), 'contact_messages')).toContain(order)
    const at = new Date(Date.now() - 86_400_000 * 30).toISOString()
    expect(
      indexesOn(
        await explain(
          page()
            .lte('created_at', at)
            .or(`created_at.lt."${at}",id.lt.ffffffff-ffff-4fff-bfff-ffffffffffff`)
            .limit(21),
        ),
        'contact_messages',
      ),
    ).toContain(order)
  })

  it('posts: all, drafts, published, one campaign, search by title or slug, /blog page 50', async () => {
    const page = () =>
      db()
        .from('blog_posts')
        .select('id, title, slug, published, campaign_id, created_at', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
    const { rows } = await s.stack.ctx.db.query<{ id: string }>(
      'select id from public.blog_campaigns order by created_at desc limit 1',
    )
    const campaign = rows[0]?.id ?? ''
    expect(indexesOn(await explain(page().limit(21)), 'blog_posts')).toContain(
      'blog_posts_created_at_id_idx',
    )
    expect(
      indexesOn(await explain(page().eq('published', false).limit(21)), 'blog_posts'),
    ).toContain('blog_posts_published_created_at_id_idx')
    expect(indexesOn(await explain(page().eq('published', true).limit(21)), 'blog_posts')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^blog_posts_(published_)?created_at_id_idx$/),
      ]),
    )
    expect(
      indexesOn(await explain(page().eq('campaign_id', campaign).limit(21)), 'blog_posts'),
    ).toContain('blog_posts_campaign_created_at_id_idx')
    expect(
      indexesOn(
        await explain(
          db()
            .from('blog_posts')
            .select('title, slug, created_at', { count: 'exact' })
            .eq('published', true)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .range(588, 599),
        ),
        'blog_posts',
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^blog_posts_(published_)?created_at_id_idx$/),
      ]),
    )
  })

  it('campaigns and one campaign’s jobs', async () => {
    expect(
      indexesOn(
        await explain(
          db()
            .from('blog_campaigns')
            .select('*', { count: 'exact' })
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .limit(11),
          { smallTable: true },
        ),
        'blog_campaigns',
      ),
    ).toContain('blog_campaigns_created_at_id_idx')
    const { rows } = await s.stack.ctx.db.query<{ id: string }>(
      'select id from public.blog_campaigns limit 1',
    )
    expect(
      indexesOn(
        await explain(
          db()
            .from('blog_campaign_jobs')
            .select('*')
            .eq('campaign_id', rows[0]?.id ?? '')
            .order('slot', { ascending: false })
            .order('id', { ascending: false })
            .limit(11),
        ),
        'blog_campaign_jobs',
      ),
    ).toContain('blog_campaign_jobs_campaign_slot_id_idx')
  })

  it('orders: first page, by status, search by email or Checkout Session', async () => {
    const page = () =>
      db()
        .from('credit_orders')
        .select('id, created_at, email, customer_email, status, provider_session_id', {
          count: 'estimated',
        })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
    expect(indexesOn(await explain(page().limit(51)), 'credit_orders')).toContain(
      'credit_orders_created_at_id_idx',
    )
    expect(
      indexesOn(await explain(page().eq('status', 'failed').limit(51)), 'credit_orders'),
      // A status a quarter of the orders have: walking the date order and skipping the rest
      // is as good as the status index; a rarer one takes the status index.
    ).toEqual([expect.stringMatching(/^credit_orders_(status_)?created_at_id_idx$/)])
  })

  // Search and the dashboard's stats run their statements inside functions (the searches as
  // dynamic SQL), which EXPLAIN of the call does not show. Postgres' auto_explain module
  // reports the plan of every statement as it really ran, nested ones included; it comes back
  // as a notice on a connection of our own, signed in as the admin the way the stack does it.
  // (Scan counters cannot tell: on PostgreSQL 15 pg_stat_xact_user_tables also counts the
  // previous transactions of the same connection until the backend flushes its statistics,
  // at most once a second, which is the sequential scan these checks used to see.)
  const loggedPlan = z.object({ 'Query Text': z.string(), Plan: planNode })
  async function statementPlans(sql: string): Promise<{ text: string; nodes: PlanNode[] }[]> {
    if (!native) throw new Error('no native Postgres')
    const client = new pg.Client({ connectionString: native.url })
    const plans: { text: string; nodes: PlanNode[] }[] = []
    client.on('notice', ({ message = '' }) => {
      if (!message.startsWith('duration:')) return
      const logged = loggedPlan.parse(JSON.parse(message.slice(message.indexOf('{'))))
      plans.push({ text: logged['Query Text'], nodes: nodes(logged.Plan) })
    })
    await client.connect()
    try {
      await client.query(`load 'auto_explain'`)
      await client.query('begin')
      await client.query(
        `select set_config('auto_explain.log_min_duration', '0', true),
                set_config('auto_explain.log_nested_statements', 'on', true),
                set_config('auto_explain.log_format', 'json', true),
                set_config('auto_explain.log_level', 'notice', true),
                set_config('role', 'authenticated', true),
                set_config('request.jwt.claims', $1, true)`,
        // At aal2: a fresh project requires a second factor before admins read registrations.
        [JSON.stringify({ role: 'authenticated', sub: adminId, aal: 'aal2' })],
      )
      await client.query(sql)
      await client.query('rollback')
    } finally {
      await client.end()
    }
    return plans
  }

  it('the search functions read indexes, for a rare term and for one every row matches', async () => {
    const trigram = (...columns: string[]) => columns.map((c) => `${c}_trgm_idx`)
    const searches: [string, string, string[]][] = [
      [
        `select * from public.search_registrations('visitor424242@')`,
        REG,
        trigram('webinar_registration_name', 'webinar_registration_email'),
      ],
      // One name (Visitor 424242). A term that 111 names contain (Visitor 4242) made this flaky:
      // about one ANALYZE in a hundred samples one of them into the name's histogram, and the
      // planner then counts 1% of the rows as matches and walks the created_at index instead.
      [
        `select * from public.search_registrations('Visitor 424242')`,
        REG,
        trigram('webinar_registration_name', 'webinar_registration_email'),
      ],
      [
        `select * from public.search_registrations('example')`,
        REG,
        ['webinar_registration_created_at_id_idx'],
      ],
      [
        `select * from public.search_contact_messages('sender4242@')`,
        'contact_messages',
        trigram('contact_messages_name', 'contact_messages_email'),
      ],
      [
        `select * from public.search_contact_messages('example')`,
        'contact_messages',
        ['contact_messages_created_at_id_idx'],
      ],
      [
        `select * from public.search_blog_posts('-4242', p_published => true)`,
        'blog_posts',
        trigram('blog_posts_title', 'blog_posts_slug'),
      ],
      [
        `select * from public.search_credit_orders('buyer4242@', p_status => 'paid')`,
        'credit_orders',
        trigram('credit_orders_email', 'credit_orders_customer_email', 'credit_orders_session'),
      ],
      [
        `select * from public.search_credit_orders('cs_test', p_limit => 51)`,
        'credit_orders',
        ['credit_orders_created_at_id_idx'],
      ],
    ]
    for (const [sql, table, indexes] of searches) {
      const read = (await statementPlans(sql)).filter(({ nodes }) =>
        nodes.some((n) => n['Relation Name'] === table),
      )
      // One statement reads the table: the function's search, from the indexes named.
      expect(read, sql).toHaveLength(1)
      expect(indexesOn(read[0]?.nodes ?? [], table), sql).toEqual(expect.arrayContaining(indexes))
    }
  })

  // The two months' windows come from the (created_at, id) include ("Email") index by an
  // index-only scan, and the all-time figures from private.registration_counter, kept by
  // triggers (20261127000500_registration_counter.sql): no statement the function runs
  // scans a table sequentially, except the one-row tables (their primary key is a check (id)
  // boolean, so they cannot grow): that counter and portal_settings, which the admin check
  // reads for the second-factor requirement. A Seq Scan of one row is what reading it costs.
  const ONE_ROW_TABLES = ['registration_counter', 'portal_settings']
  it('registration_stats reads only the two months, through the index, and no Seq Scan', async () => {
    const plans = await statementPlans(`select * from public.registration_stats('Europe/Berlin')`)
    const seqScans = plans.flatMap(({ text, nodes }) =>
      nodes
        .filter(
          (n) =>
            n['Node Type'] === 'Seq Scan' && !ONE_ROW_TABLES.includes(n['Relation Name'] ?? ''),
        )
        .map((n) => `${n['Relation Name']}: ${text}`),
    )
    expect(seqScans).toEqual([])
    const read = plans.filter(({ nodes }) => nodes.some((n) => n['Relation Name'] === REG))
    expect(read).toHaveLength(1)
    expect(read[0]?.text).toContain('two_months_ago')
    expect(indexesOn(read[0]?.nodes ?? [], REG)).toContain('webinar_registration_created_at_id_idx')
  })
})
