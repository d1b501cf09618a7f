// npm run bench:stack: the stack's REST path against the same statements run directly on the
// db (bare, and as the request's role inside a transaction, which RLS needs). --write-docs also
// puts the figures into docs/performance.md.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { wantsDocsTable, writeDocsTable } from '../../../scripts/lib/docs-table.ts'
import { startLocalStack } from '../src/index.ts'
import { realtimeLatency, uploadPeakRss } from './extras.ts'
import { measure, ms, row, type Figures } from './measure.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const N = Number(process.env.BENCH_REQUESTS ?? 2000)
const ROWS = 1000

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-stack-'))
const stack = await startLocalStack({
  port: 0,
  dataDir,
  migrationsDir: path.join(ROOT, 'supabase/local/tests/migrations'),
  seedFile: path.join(ROOT, 'supabase/local/tests/seed.sql'),
  functionsDir: path.join(ROOT, 'supabase/local/tests/no-functions'),
})
const { db } = stack.ctx
await db.query(
  `insert into public.posts (title, slug, published, created_at)
   select 'Post ' || i, 'bench-' || i, i % 2 = 0, now() - i * interval '1 minute' from generate_series(1, $1) i`,
  [ROWS],
)
const anon = { apikey: stack.publishableKey, authorization: `Bearer ${stack.publishableKey}` }
const service = { apikey: stack.secretKey, authorization: `Bearer ${stack.secretKey}` }
const slugOf = (i: number) => `bench-${2 + ((Math.abs(i) * 2) % ROWS)}`

async function ok(res: Response): Promise<void> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
  await res.arrayBuffer()
}

interface Scenario {
  name: string
  viaStack: (i: number) => Promise<unknown>
  sql: string
  params: (i: number) => unknown[]
  role: string
}

const scenarios: Scenario[] = [
  {
    name: '(a) 20 rows, filter + order',
    viaStack: async () =>
      ok(
        await fetch(
          `${stack.url}/rest/v1/posts?select=*&published=eq.true&order=created_at.desc&limit=20`,
          {
            headers: anon,
          },
        ),
      ),
    sql: `select coalesce(json_agg(t), '[]')::text as body
          from (select * from public.posts where published = $1 order by created_at desc limit 20) t`,
    params: () => ['true'],
    role: 'anon',
  },
  {
    name: '(b) one row by unique column',
    viaStack: async (i) =>
      ok(
        await fetch(`${stack.url}/rest/v1/posts?select=*&slug=eq.${slugOf(i)}`, {
          headers: { ...anon, accept: 'application/vnd.pgrst.object+json' },
        }),
      ),
    sql: `select to_json(p)::text as body from public.posts p where slug = $1`,
    params: (i) => [slugOf(i)],
    role: 'anon',
  },
  {
    name: '(c) insert returning',
    viaStack: async (i) =>
      ok(
        await fetch(`${stack.url}/rest/v1/notes?select=*`, {
          method: 'POST',
          headers: {
            ...service,
            'content-type': 'application/json',
            prefer: 'return=representation',
          },
          body: JSON.stringify({ body: `stack ${i}`, n: i }),
        }),
      ),
    sql: `insert into public.notes (body, n) values ($1, $2) returning to_json(notes.*)::text as body`,
    params: (i) => [`direct ${i}`, i],
    role: 'service_role',
  },
]

console.log(
  `Local stack benchmark: ${N} sequential requests per scenario (db: ${db.kind}, data on disk)\n`,
)
// The floor any HTTP request pays here (client and server share this process and its 2 cores).
const floor = await measure(N, () => fetch(`${stack.url}/auth/v1/health`).then((r) => r.text()))
console.log(row('HTTP floor: GET /auth/v1/health, no db', floor))
const table = ['| measurement | req/s | p50 | p99 |', '| --- | ---: | ---: | ---: |']
const tableRow = (label: string, f: Figures) =>
  table.push(`| ${label} | ${f.perSecond.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} |`)
tableRow('HTTP floor: GET /auth/v1/health, no db', floor)
const ratios: string[] = []
for (const s of scenarios) {
  const viaStack = await measure(N, s.viaStack)
  const direct = await measure(N, (i) => db.query(s.sql, s.params(i)))
  const asRole = await measure(N, (i) =>
    stack.ctx.asRole({ role: s.role }, (tx) => tx.query(s.sql, s.params(i))),
  )
  console.log(row(`${s.name} via HTTP`, viaStack))
  console.log(row(`${s.name} direct`, direct))
  console.log(row(`${s.name} as role, in a tx`, asRole))
  tableRow(`${s.name} via HTTP`, viaStack)
  tableRow(`${s.name} direct`, direct)
  tableRow(`${s.name} as role, in a tx`, asRole)
  const x = (a: number, b: number) => `${(a / b).toFixed(1)}x`
  ratios.push(
    `${s.name}: p50 ${x(viaStack.p50, direct.p50)} of direct, ${x(viaStack.p50, asRole.p50)} of as-role; ` +
      `p99 ${x(viaStack.p99, direct.p99)}, ${x(viaStack.p99, asRole.p99)}`,
  )
}
console.log('\nRatio stack/direct (target at p50 <= 2):')
for (const r of ratios) console.log(`  ${r}`)

const realtime = await realtimeLatency(stack.url, stack.secretKey, 200)
console.log(`\nRealtime insert-to-event: ${realtime}`)
const upload = await uploadPeakRss(stack.url, stack.secretKey, 500)
console.log(`Storage 500 MB upload:    ${upload}`)
if (wantsDocsTable())
  await writeDocsTable(
    'stack',
    [
      `${N} sequential requests per scenario (db: ${db.kind}, data on disk):`,
      table.join('\n'),
      `Ratio stack/direct (target at p50 <= 2):\n\n${ratios.map((r) => `- ${r}`).join('\n')}`,
      `Realtime insert-to-event: ${realtime}. Storage 500 MB upload: ${upload}.`,
    ].join('\n\n'),
  )

await stack.stop()
await rm(dataDir, { recursive: true, force: true })
