// npm run bench:campaigns: 1,000 due slots across 100 campaigns, enqueued by two concurrent
// scheduler ticks and worked off by concurrent workers against a fake OpenAI-compatible provider
// (no model latency, so this measures the engine and the stack). Checks that no job is doubled
// or lost, and prints jobs per second and the worst scheduling delay (--write-docs: into
// docs/performance.md too).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SupabaseClient } from '@supabase/supabase-js'
import { sanitizeBlogHtml } from '../../supabase/functions/_shared/domain/blog-html/sanitize-blog-html.ts'
import { enqueueDueSlots } from '../../supabase/functions/_shared/campaigns/enqueue.ts'
import type { EngineDeps } from '../../supabase/functions/_shared/campaigns/engine-deps.ts'
import { createOpenAiWriter } from '../../supabase/functions/_shared/campaigns/openai-writer.ts'
import { drainJobs } from '../../supabase/functions/_shared/campaigns/worker.ts'
import type { Database } from '../../supabase/functions/_shared/database.types.ts'
import { startLocalStack } from '../../supabase/local/src/index.ts'
import { wantsDocsTable, writeDocsTable } from '../lib/docs-table.ts'
import { startFakeAiProvider } from '../../supabase/local/fake-ai/provider.ts'
import { testClient } from '../../supabase/local/tests/support/test-stack.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CAMPAIGNS = 100
const PER_CAMPAIGN = 10
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4)
const HOUR = 3_600_000

function check(condition: boolean, message: string) {
  if (!condition) {
    console.error(`FAIL: ${message}`)
    process.exitCode = 1
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-campaigns-'))
const ai = await startFakeAiProvider()
const stack = await startLocalStack({
  port: 0,
  dataDir,
  functionsDir: path.join(ROOT, 'supabase/local/tests/no-functions'),
})
try {
  const db: SupabaseClient<Database> = testClient(stack.url, stack.secretKey)
  await db.from('blog_campaigns').update({ status: 'completed' }).neq('status', 'completed')
  // Ten posts a day, created 23 hours ago: each campaign has exactly ten slots due.
  const createdAt = new Date(Date.now() - 23 * HOUR).toISOString()
  // Campaigns are an admin's rows (the service role may not insert them): written in SQL.
  const campaigns = Array.from({ length: CAMPAIGNS }, (_, c) => ({
    name: `Bench ${c}`,
    keywords: Array.from({ length: PER_CAMPAIGN }, (_, k) => `topic ${c} ${k}`),
    posts_frequency: PER_CAMPAIGN,
    frequency_period: 'day',
    post_length: 'short',
    created_at: createdAt,
  }))
  const inserted = await stack.ctx.db.query<{ id: string }>(
    `insert into public.blog_campaigns
       (name, keywords, posts_frequency, frequency_period, post_length, created_at)
     select name, keywords, posts_frequency, frequency_period, post_length, created_at
     from jsonb_populate_recordset(null::public.blog_campaigns, $1::jsonb)
     returning id`,
    [JSON.stringify(campaigns)],
  )
  const ids = inserted.rows.map((row) => row.id)

  const deps: EngineDeps = {
    db,
    writer: createOpenAiWriter({
      apiKey: 'bench',
      baseUrl: ai.url,
      model: 'bench-model',
      timeoutMs: 30_000,
    }),
    sanitize: sanitizeBlogHtml,
    now: () => new Date(),
  }

  const tickStart = performance.now()
  const ticks = await Promise.all([enqueueDueSlots(deps), enqueueDueSlots(deps)])
  const tickMs = performance.now() - tickStart
  const enqueued = ticks[0] + ticks[1]
  check(enqueued === CAMPAIGNS * PER_CAMPAIGN, `two ticks enqueued ${enqueued} jobs, not 1000`)

  const workStart = performance.now()
  const results = await Promise.all(Array.from({ length: WORKERS }, () => drainJobs(deps)))
  const workMs = performance.now() - workStart

  const jobs = await db
    .from('blog_campaign_jobs')
    .select('campaign_id, status, attempts, keyword, post_id, created_at, claimed_at')
    .in('campaign_id', ids)
    .limit(5000)
  if (jobs.error) throw jobs.error
  const posts = await db
    .from('blog_posts')
    .select('id, campaign_id')
    .in('campaign_id', ids)
    .limit(5000)
  if (posts.error) throw posts.error

  const processed = results.reduce((sum, r) => sum + r.processed, 0)
  const succeeded = jobs.data.filter((j) => j.status === 'succeeded').length
  const keywords = new Set(jobs.data.map((j) => `${j.campaign_id} ${j.keyword}`))
  const postIds = new Set(jobs.data.map((j) => j.post_id))
  check(jobs.data.length === 1000, `${jobs.data.length} jobs in the table`)
  check(processed === 1000, `workers processed ${processed} jobs`)
  check(succeeded === 1000, `${succeeded} jobs succeeded`)
  check(
    jobs.data.every((j) => j.attempts === 1),
    'a job was attempted more than once',
  )
  check(posts.data.length === 1000 && postIds.size === 1000, `${posts.data.length} posts written`)
  check(keywords.size === 1000, 'a keyword was written about twice')
  check(ai.requests.length === 1000, `${ai.requests.length} provider calls`)

  const delays = jobs.data.map(
    (j) => Date.parse(j.claimed_at ?? j.created_at) - Date.parse(j.created_at),
  )
  const title = `campaign engine: ${CAMPAIGNS} campaigns x ${PER_CAMPAIGN} due slots, ${WORKERS} workers, PGlite`
  const figures: [string, string][] = [
    [
      'scheduling (2 concurrent ticks)',
      `${tickMs.toFixed(0)} ms, ${enqueued} jobs, 0 duplicates expected`,
    ],
    [
      'processing',
      `${(workMs / 1000).toFixed(1)} s, ${((processed / workMs) * 1000).toFixed(1)} jobs/s`,
    ],
    ['per worker', `${results.map((r) => r.processed).join(' / ')} jobs`],
    [
      'worst scheduling delay',
      `${(Math.max(...delays) / 1000).toFixed(1)} s (enqueued -> claimed, backlog of 1000)`,
    ],
    [
      'median scheduling delay',
      `${((delays.sort((a, b) => a - b)[500] ?? 0) / 1000).toFixed(1)} s`,
    ],
    ['result', process.exitCode ? 'FAILED' : 'no duplicates, no lost jobs'],
  ]
  console.log(
    `\n${title}\n${figures.map(([label, value]) => `  ${label.padEnd(33)}${value}`).join('\n')}\n`,
  )
  if (wantsDocsTable())
    await writeDocsTable(
      'campaigns',
      [
        `${title}:`,
        '',
        '| figure | measured |',
        '| --- | --- |',
        ...figures.map(([label, value]) => `| ${label} | ${value} |`),
      ].join('\n'),
    )
} finally {
  await stack.stop()
  await ai.stop()
  await rm(dataDir, { recursive: true, force: true })
}
