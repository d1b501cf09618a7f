// npm run bench:scale [-- --db=native|pglite]: the scale data set (scripts/lib/scale-seed.ts:
// 1,000,000 registrations, 100,000 contact messages, 10,000 posts, 100,000 orders) on a fresh
// local stack, once per database: native Postgres (DATABASE_URL, else a throwaway Debian
// postgresql-15 when installed) and PGlite. For each: the API calls as supabase-js sends them,
// the production build (timed: it prerenders from these 10,000 posts), the admin screens in
// Chromium (scripts/bench/scale/browser.ts) and Lighthouse mobile on /blog and /blog/page/50.
// Prints one table, a column per database (--write-docs: into docs/performance.md too). A
// benchmark run by hand, not a test.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ADMIN_POST_LIST_COLUMNS } from '@shared/blog-post.ts'
import { blogPagePath } from '@shared/blog-rest.ts'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../supabase/functions/_shared/database.types.ts'
import type { LocalStack } from '../../supabase/local/src/index.ts'
import {
  nativePostgresAvailable,
  startNativePostgres,
  type NativePostgres,
} from '../lib/native-postgres.ts'
import { wantsDocsTable, writeDocsTable } from '../lib/docs-table.ts'
import { kb } from '../lib/first-load.ts'
import { ISSUE_SCALE, seedScale } from '../lib/scale-seed.ts'
import { withBuiltSite } from './built-site.ts'
import { auditRuns, type Figures } from './lighthouse/audit.ts'
import { browserFigures, type Figure } from './scale/browser.ts'
import { measureFunnel, seedFunnelActivity } from './scale/funnel.ts'

// Node 20 has no global WebSocket, which supabase-js requires (as supabase/local/tests/support/test-stack.ts).
if (!('WebSocket' in globalThis)) Reflect.set(globalThis, 'WebSocket', ws)

const STACK_PORT = Number(process.env.BENCH_SCALE_STACK_PORT ?? 54393)
const SITE_PORT = Number(process.env.BENCH_SCALE_SITE_PORT ?? 4393)
const CSV_ROWS = Number(process.env.BENCH_SCALE_CSV_ROWS ?? 1_000_000)
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
type Database_ = 'native' | 'pglite'
const asked = process.argv.find((arg) => arg.startsWith('--db='))?.slice(5)
const databases: Database_[] =
  asked === 'native' || asked === 'pglite'
    ? [asked]
    : process.env.DATABASE_URL || nativePostgresAvailable()
      ? ['native', 'pglite']
      : ['pglite']

const log = (line: string) => console.log(`[bench:scale] ${line}`)
const admin = { email: `bench-${Date.now()}@example.test`, password: `pw-${Date.now()}-bench` }

/** The Workshop funnel's read at 1,000 registrations, before the rest are seeded. */
const FUNNEL_SMALL = 1_000
let funnelSmall: { ms: number; bytes: number } | undefined

async function seed(stack: LocalStack): Promise<Figure[]> {
  const service = createClient<Database>(stack.url, stack.secretKey, {
    auth: { persistSession: false },
  })
  const created = await service.auth.admin.createUser({ ...admin, email_confirm: true })
  if (created.error) throw created.error
  await stack.ctx.db.query('insert into public.admin_users (user_id) values ($1)', [
    created.data.user.id,
  ])
  const started = performance.now()
  // First 1,000 registrations alone, for the funnel's figure at that size; then the rest.
  const none = { contactMessages: 0, posts: 0, campaigns: 0, jobsPerCampaign: 0, orders: 0 }
  await seedScale(stack.ctx.db, { ...none, registrations: FUNNEL_SMALL }, (line) =>
    log(`seeded ${line}`),
  )
  await seedFunnelActivity(stack.ctx.db)
  const paused = performance.now()
  funnelSmall = await measureFunnel(stack.url, stack.publishableKey, admin)
  const resumed = performance.now()
  await seedScale(
    stack.ctx.db,
    { ...ISSUE_SCALE, registrations: ISSUE_SCALE.registrations - FUNNEL_SMALL },
    (line) => log(`seeded ${line}`),
  )
  await seedFunnelActivity(stack.ctx.db)
  const seeded = performance.now() - started - (resumed - paused)
  return [
    { label: 'seeding the data set', measured: `${(seeded / 1000).toFixed(0)} s`, target: '-' },
  ]
}

/** The admin screens' API calls as supabase-js sends them: time and bytes received. */
async function apiFigures(stack: LocalStack): Promise<Figure[]> {
  const figures: Figure[] = []
  let bytes = 0
  const client = createClient<Database>(stack.url, stack.publishableKey, {
    auth: { persistSession: false },
    global: {
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        bytes += (await response.clone().arrayBuffer()).byteLength
        return response
      },
    },
  })
  const measure = async (
    label: string,
    target: string,
    run: () => PromiseLike<{ error: unknown }>,
  ) => {
    bytes = 0
    const started = performance.now()
    const { error } = await run()
    if (error) throw new Error(`${label}: ${JSON.stringify(error)}`)
    const measured = `${Math.round(performance.now() - started)} ms, ${kb(bytes)}`
    figures.push({ label: `API: ${label}`, measured, target })
    log(`${label}: ${measured}`)
  }
  await measure('sign-in', '-', () => client.auth.signInWithPassword(admin))
  await measure('dashboard stats (registration_stats)', '<= 1 s, <= 100 KB', () =>
    client.rpc('registration_stats', { p_time_zone: 'Europe/Berlin' }).single(),
  )
  // The card's bytes must not grow with the table: the same call at 1,000 and 1,000,000.
  const large = await measureFunnel(stack.url, stack.publishableKey, admin)
  const funnel = (f: { ms: number; bytes: number }) => `${Math.round(f.ms)} ms, ${kb(f.bytes)}`
  const funnelFigure = {
    label: 'API: workshop funnel, 90 days (workshop_funnel), 1,000 → 1,000,000 registrations',
    measured: `${funnelSmall ? funnel(funnelSmall) : '-'} → ${funnel(large)}`,
    target: '<= 1 s, same bytes',
  }
  figures.push(funnelFigure)
  log(`${funnelFigure.label}: ${funnelFigure.measured}`)
  const newest = <
    Q extends { order(c: string, o: { ascending: boolean }): Q; limit(n: number): Q },
  >(
    query: Q,
    n: number,
  ) => query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(n)
  const estimated = { count: 'estimated' } as const
  await measure('recent registrations, first page (11)', '<= 500 ms', () =>
    newest(
      client.from('Webinar Registration').select('id, name, Email, created_at', estimated),
      11,
    ),
  )
  await measure('inbox, first page (21)', '<= 500 ms', () =>
    newest(client.from('contact_messages').select('*', estimated), 21),
  )
  // The portal's own posts list query: the list's columns (no content) and an exact count.
  await measure('posts, first page (21)', '<= 500 ms', () =>
    newest(client.from('blog_posts').select(ADMIN_POST_LIST_COLUMNS, { count: 'exact' }), 21),
  )
  await measure('orders, first page (51)', '<= 500 ms', () =>
    newest(client.from('credit_orders').select('*', estimated), 51),
  )
  await measure('campaigns, first page (11)', '<= 500 ms', () =>
    newest(client.from('blog_campaigns').select('*', { count: 'exact' }), 11),
  )
  await measure('search_registrations, rare term', '<= 500 ms', () =>
    client.rpc('search_registrations', { p_query: 'visitor424243@', p_limit: 11 }),
  )
  await measure('search_registrations, common term', '<= 500 ms', () =>
    client.rpc('search_registrations', { p_query: 'example', p_limit: 11 }),
  )
  return figures
}

async function lighthouseFigures(origin: string): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const route of [blogPagePath(1), blogPagePath(50)]) {
    const runs = await auditRuns(origin + route, LIGHTHOUSE_RUNS)
    const median = (pick: (f: Figures) => number) =>
      runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? Number.NaN
    const measured = `performance ${median((f) => f.performance)}, LCP ${(median((f) => f.lcp) / 1000).toFixed(1)} s, TBT ${Math.round(median((f) => f.tbt))} ms, CLS ${median((f) => f.cls).toFixed(3)}`
    figures.push({
      label: `${route}: Lighthouse mobile${LIGHTHOUSE_RUNS > 1 ? ` (median of ${LIGHTHOUSE_RUNS})` : ''}`,
      measured,
      target: 'performance 100, LCP <= 1.0 s',
    })
    log(`${route}: ${measured}`)
  }
  return figures
}

/** Measures on one database into `figures` (what was reached stays there if a step fails). */
async function run(database: Database_, figures: Figure[]): Promise<void> {
  let native: NativePostgres | undefined
  let databaseUrl: string | undefined
  if (database === 'native') {
    databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) {
      native = await startNativePostgres({ prefix: 'bench-scale-pg-' })
      databaseUrl = native.url
    }
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-scale-'))
  try {
    log(`${database}: seeding`)
    await withBuiltSite(
      true,
      async (origin, site) => {
        figures.push({
          label: 'build with 10,000 posts (npm run build)',
          measured: `${((site.buildMs ?? 0) / 1000).toFixed(1)} s`,
          target: 'time stated',
        })
        figures.push(...(await apiFigures(site.stack)))
        figures.push(...(await browserFigures(site, admin, { csvRows: CSV_ROWS, log })))
        figures.push(...(await lighthouseFigures(origin)))
      },
      {
        stackPort: STACK_PORT,
        sitePort: SITE_PORT,
        stack: { dataDir, databaseUrl, reset: true },
        prepare: async (stack) => void figures.push(...(await seed(stack))),
      },
    )
  } finally {
    await rm(dataDir, { recursive: true, force: true })
    await native?.stop()
  }
}

const columns: [Database_, Figure[]][] = []
for (const database of databases) {
  const figures: Figure[] = []
  columns.push([database, figures])
  try {
    await run(database, figures)
  } catch (error) {
    log(`${database}: failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
  }
}
const labels = [...new Set(columns.flatMap(([, figures]) => figures.map((f) => f.label)))]
const cell = (text: string) => text.replaceAll('|', '\\|')
const table = [
  `| figure | ${columns.map(([d]) => (d === 'native' ? 'native PostgreSQL' : 'PGlite')).join(' | ')} | target |`,
  `| --- |${columns.map(() => ' --- |').join('')} --- |`,
]
for (const label of labels) {
  const found = columns.map(([, figures]) => figures.find((f) => f.label === label))
  const target = found.find(Boolean)?.target ?? '-'
  table.push(
    `| ${cell(label)} | ${found.map((f) => cell(f?.measured ?? 'not reached')).join(' | ')} | ${cell(target)} |`,
  )
}
console.log(`\n${table.join('\n')}`)
if (wantsDocsTable()) await writeDocsTable('scale', table.join('\n'))
