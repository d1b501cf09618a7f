// npm run bench:functions — per edge function, for its heaviest realistic request: cold start,
// CPU per request (cold and warm), peak memory and deploy bundle size, against hosted's limits
// halved (CPU 1 s, memory 128 MB, bundle 10 MB, the bundle as the CLI uploads it:
// deploy-size.ts). Each function runs in its own Deno host process, as the local stack runs
// it, on a fresh seeded stack with a fake AI provider and the payments sandbox; figures come
// from /proc/<pid> (Linux). BENCH_UPLOAD_MB (default 500) sizes the upload whose last chunk is
// measured. Arguments, if any, name the functions to run; --write-docs also puts the table into
// docs/performance.md (a run of every function only).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'
import { z } from 'zod'
import { startFakeAiProvider, articleJson } from '../../supabase/local/fake-ai/provider.ts'
import { serveBuiltBlogSite } from '../../tests/support/built-blog-site.ts'
import { completedEvent, SITE } from '../../tests/credits/purchase-helpers.ts'
import {
  NO_FUNCTIONS,
  SEED_ADMIN,
  signIn,
  testClient,
} from '../../supabase/local/tests/support/test-stack.ts'
import { CHUNK_SIZE, chunkCount } from '../../supabase/functions/_shared/domain/video-upload.ts'
import { startLocalStack } from '../../supabase/local/src/index.ts'
import { functionEnv } from '../../supabase/local/src/services/functions/child-env.ts'
import {
  spawnDenoChild,
  type DenoChild,
} from '../../supabase/local/src/services/functions/deno-child.ts'
import {
  denoHostCommand,
  importResolution,
  projectRoot,
} from '../../supabase/local/src/services/functions/deno-command.ts'
import { processUsage } from '../../supabase/local/src/services/functions/limits.ts'
import { SANDBOX_WEBHOOK_SECRET } from '../../supabase/local/src/services/payments-sandbox/keys.ts'
import { stripeSignature } from '../../supabase/local/src/services/payments-sandbox/sign.ts'
import { deployEnv, deploySize, type DeploySize } from '../functions/deploy-size.ts'
import { wantsDocsTable, writeDocsTable } from '../lib/docs-table.ts'

const FUNCTIONS = path.join(projectRoot, 'supabase', 'functions')
const STACK_PORT = Number(process.env.BENCH_FUNCTIONS_PORT ?? 56310)
const SITE_PORT = STACK_PORT + 1
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500)
const WARM_RUNS = 5
// npm run bench:functions [-- name ...]: only these functions.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const writeDocs = wantsDocsTable()
if (writeDocs && only.length > 0) throw new Error('--write-docs needs a run of every function')
const selected = (name: string) => only.length === 0 || only.includes(name)

async function peakRssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

async function cpuMs(pid: number | undefined): Promise<number> {
  const usage = pid === undefined ? undefined : await processUsage(pid)
  if (!usage) throw new Error('no /proc figures for the function process (Linux only)')
  return usage.cpuMs
}

/** The JavaScript the function runs: esbuild's minified bundle of index.ts with its packages. */
async function minifiedBytes(name: string): Promise<number> {
  const result = await build({
    entryPoints: [path.join(FUNCTIONS, name, 'index.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  })
  return result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0)
}

type Bundle = DeploySize & { minifiedBytes: number }

interface Row {
  name: string
  request: string
  coldStartMs: number
  coldCpuMs: number
  warmCpuMs: number
  peakMb: number
  bundle: Bundle
}

/** One call of a scenario; `settle` waits for the answer's body and any background work. */
interface Call {
  path: string
  init: RequestInit
  settle?: (response: Response) => Promise<void>
}

interface Scenario {
  name: string
  label: string
  call: (i: number) => Promise<Call>
}

/** A fresh host process for one function, timed from spawn to ready (its imports included). */
async function spawnHost(
  name: string,
  env: Record<string, string>,
): Promise<{ host: DenoChild; coldStartMs: number }> {
  const started = performance.now()
  const host = await spawnDenoChild(
    denoHostCommand({
      functionsDir: FUNCTIONS,
      name,
      env,
      resolution: importResolution(FUNCTIONS, name),
    }),
    projectRoot,
  )
  return { host, coldStartMs: performance.now() - started }
}

/**
 * upload-video-chunk: a whole upload of UPLOAD_MB in 2 MB chunks, as the portal sends it (the
 * size check, then every chunk). CPU cold is the first chunk, CPU warm the last, which closes
 * the storage upload; peak RSS covers the whole upload.
 */
async function benchUpload(
  env: Record<string, string>,
  adminToken: string,
  bundle: Bundle,
): Promise<Row> {
  const { host, coldStartMs } = await spawnHost('upload-video-chunk', env)
  const url = `http://127.0.0.1:${host.port}/upload-video-chunk`
  const authorization = `Bearer ${adminToken}`
  try {
    const size = UPLOAD_MB * 1024 * 1024
    const fileName = `${Date.now()}-bench.mp4`
    const check = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName, size }),
    })
    const answer: unknown = await check.json()
    if (!z.object({ allowed: z.literal(true) }).safeParse(answer).success)
      throw new Error(`upload-video-chunk: size check refused: ${JSON.stringify(answer)}`)
    const totalChunks = chunkCount(size)
    const cpu: number[] = []
    for (let chunkIndex = 0; chunkIndex < totalChunks; chunkIndex++) {
      const bytes = Math.min(CHUNK_SIZE, size - chunkIndex * CHUNK_SIZE)
      const body = new FormData()
      const chunk = new Uint8Array(bytes).fill(chunkIndex % 251)
      // The first chunk starts as an MP4 does (an ftyp box), which the function checks.
      if (chunkIndex === 0) chunk.set(new TextEncoder().encode('ftypmp42'), 4)
      body.set('chunk', new Blob([chunk]), 'chunk')
      body.set('fileName', fileName)
      body.set('chunkIndex', String(chunkIndex))
      body.set('totalChunks', String(totalChunks))
      const before = await cpuMs(host.pid)
      const res = await fetch(url, { method: 'POST', headers: { authorization }, body })
      if (!res.ok) throw new Error(`upload-video-chunk: ${res.status} ${await res.text()}`)
      await res.arrayBuffer()
      cpu.push((await cpuMs(host.pid)) - before)
    }
    return {
      name: 'upload-video-chunk',
      request: `the last chunk of a ${UPLOAD_MB} MB upload (${totalChunks} chunks)`,
      coldStartMs,
      coldCpuMs: cpu[0] ?? NaN,
      warmCpuMs: cpu.at(-1) ?? NaN,
      peakMb: await peakRssMb(host.pid),
      bundle,
    }
  } finally {
    await host.kill()
  }
}

let stopAi: (() => Promise<void>) | undefined
const stack = await startLocalStack({
  port: STACK_PORT,
  functionsDir: NO_FUNCTIONS,
  customDomain: true,
})
const { server: site, origin: siteOrigin } = await serveBuiltBlogSite(SITE_PORT)

try {
  // 1,000 published posts for the sitemap, and the longest post: a 20,000-word article.
  const headers = {
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  }
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    title: `Bench post ${i}`,
    slug: `bench-post-${i}`,
    content: `<p>Post ${i}.</p>`,
    meta_description: `Bench post ${i}`,
    published: true,
  }))
  const longest = JSON.parse(articleJson('visitor identification', 20_000)).content_html
  rows.push({
    title: 'The longest post',
    slug: 'longest-post',
    content: longest,
    meta_description: 'The longest post',
    published: true,
  })
  const inserted = await fetch(`${stack.url}/rest/v1/blog_posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify(rows),
  })
  if (!inserted.ok) throw new Error(`seeding posts: ${inserted.status} ${await inserted.text()}`)

  const ai = await startFakeAiProvider()
  stopAi = ai.stop
  const env = await functionEnv(stack.ctx, FUNCTIONS, {
    AI_API_KEY: 'bench-key',
    AI_BASE_URL: ai.url,
    AI_MODEL: 'bench-model',
  })
  const sql = async <R>(text: string, params?: unknown[]) =>
    (await stack.ctx.db.query<R>(text, params)).rows
  const { accessToken: adminToken } = await signIn(testClient(stack.url, stack.anonKey), SEED_ADMIN)
  const anonHeaders = {
    apikey: stack.anonKey,
    authorization: `Bearer ${stack.anonKey}`,
    'content-type': 'application/json',
  }
  const adminHeaders = { ...anonHeaders, authorization: `Bearer ${adminToken}` }
  // Each call from its own address, as the gateway states it: the per-address limits stay out.
  const visitor = (i: number) => ({ ...anonHeaders, 'x-forwarded-for': `203.0.113.${i + 1}` })
  const post = (body: unknown, headers: Record<string, string> = anonHeaders): RequestInit => ({
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  const waitFor = async (what: string, done: () => Promise<boolean>) => {
    const deadline = Date.now() + 60_000
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  // A campaign whose first slot is due now, writing long (2,000-word) articles.
  const newCampaign = async (i: number) => {
    const [row] = await sql<{ id: string }>(
      `insert into public.blog_campaigns (name, keywords, posts_frequency, frequency_period, post_length, user_id)
       values ($1, $2, 1, 'week', 'long', 'a0000000-0000-4000-8000-000000000001') returning id`,
      [`Bench campaign ${i}`, ['intent data']],
    )
    if (!row) throw new Error('bench: no campaign inserted')
    return row.id
  }
  const jobsDone = (campaignId: string) => async () => {
    const rows = await sql<{ status: string }>(
      'select status from public.blog_campaign_jobs where campaign_id = $1',
      [campaignId],
    )
    if (rows.some((row) => row.status === 'failed')) throw new Error('bench: a campaign job failed')
    return rows.length > 0 && rows.every((row) => row.status === 'succeeded')
  }
  const checkouts: { sessionId: string; orderId: string; amount: number }[] = []
  const site = { headers: { 'x-site-origin': siteOrigin } }

  // Each function's heaviest realistic request; background work it starts (EdgeRuntime.waitUntil)
  // is waited for and counted in its CPU.
  const scenarios: Scenario[] = [
    {
      name: 'public-blog',
      label: 'GET the longest post (20,000 words)',
      call: async () => ({ path: '/public-blog/posts/longest-post', init: site }),
    },
    {
      name: 'public-blog',
      label: 'GET the sitemap of 1,001 posts',
      call: async () => ({ path: '/public-blog/sitemap.xml', init: site }),
    },
    {
      name: 'generate-blog-post',
      label: 'write a 2,000-word article (job in the background, sanitised)',
      call: async (i) => {
        const campaignId = await newCampaign(i)
        return {
          path: '/generate-blog-post',
          init: post({ campaignId }, adminHeaders),
          settle: () => waitFor('the article', jobsDone(campaignId)),
        }
      },
    },
    {
      name: 'campaign-scheduler',
      label: 'a tick with a due slot (its 2,000-word article written in the background)',
      call: async (i) => {
        await sql("update public.blog_campaigns set status = 'completed' where status = 'active'")
        const campaignId = await newCampaign(100 + i)
        return {
          path: '/campaign-scheduler',
          init: post({}, { ...anonHeaders, authorization: `Bearer ${stack.serviceRoleKey}` }),
          settle: () => waitFor('the scheduled article', jobsDone(campaignId)),
        }
      },
    },
    {
      name: 'register-webinar',
      label: 'a valid registration',
      call: async (i) => ({
        path: '/register-webinar',
        init: post(
          {
            name: 'Grace Hopper',
            email: `bench-${i}@example.com`,
            webinar_title: 'Identity Resolution Workshop',
          },
          visitor(i),
        ),
      }),
    },
    {
      name: 'submit-contact',
      label: 'a contact message of 5,000 characters',
      call: async (i) => ({
        path: '/submit-contact',
        init: post(
          {
            name: 'Ada Lovelace',
            email: `bench-${i}@example.com`,
            subject: 'A question about pricing',
            message: 'How does identity resolution work? '.repeat(143).slice(0, 5000),
          },
          visitor(i),
        ),
      }),
    },
    {
      name: 'create-credit-payment',
      label: 'a checkout session (payments sandbox)',
      call: async () => ({
        path: '/create-credit-payment',
        init: post(
          { leadCount: 834, email: 'buyer@example.com' },
          { ...anonHeaders, origin: SITE },
        ),
        settle: async (response) => {
          const { url } = z.object({ url: z.string() }).parse(await response.json())
          const sessionId = url.split('/').pop() ?? ''
          const [order] = await sql<{ id: string; amount_cents: number }>(
            'select id, amount_cents from public.credit_orders where provider_session_id = $1',
            [sessionId],
          )
          if (!order) throw new Error('bench: the checkout made no order')
          checkouts.push({ sessionId, orderId: order.id, amount: order.amount_cents })
        },
      }),
    },
    {
      name: 'stripe-webhook',
      label: 'a signed checkout.session.completed that fulfils an order',
      call: async (i) => {
        const session = checkouts[i]
        if (!session) throw new Error('bench: no pending order left for the webhook')
        const payload = JSON.stringify(
          completedEvent(`evt_bench_${i}`, {
            id: session.sessionId,
            orderId: session.orderId,
            amount: session.amount,
          }),
        )
        return {
          path: '/stripe-webhook',
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': stripeSignature(payload, SANDBOX_WEBHOOK_SECRET),
            },
            body: payload,
          },
        }
      },
    },
  ]

  const results: Row[] = []
  const bundles = new Map<string, Bundle>()
  const bundleOf = async (name: string) => {
    const known = bundles.get(name)
    if (known) return known
    const size = {
      ...(await deploySize(FUNCTIONS, name, await deployEnv())),
      minifiedBytes: await minifiedBytes(name),
    }
    bundles.set(name, size)
    return size
  }
  for (const scenario of scenarios.filter((scenario) => selected(scenario.name))) {
    const child = await spawnHost(scenario.name, env)
    try {
      const measure = async (i: number) => {
        const { path: route, init, settle } = await scenario.call(i)
        const before = await cpuMs(child.host.pid)
        const res = await fetch(`http://127.0.0.1:${child.host.port}${route}`, init)
        if (!res.ok) throw new Error(`${scenario.name}: ${res.status} ${await res.text()}`)
        if (settle) await settle(res)
        else await res.arrayBuffer()
        return (await cpuMs(child.host.pid)) - before
      }
      const coldCpuMs = await measure(0)
      let warm = 0
      for (let i = 1; i <= WARM_RUNS; i++) warm += await measure(i)
      results.push({
        name: scenario.name,
        request: scenario.label,
        coldStartMs: child.coldStartMs,
        coldCpuMs,
        warmCpuMs: warm / WARM_RUNS,
        peakMb: await peakRssMb(child.host.pid),
        bundle: await bundleOf(scenario.name),
      })
    } finally {
      await child.host.kill()
    }
  }
  if (selected('upload-video-chunk'))
    results.push(await benchUpload(env, adminToken, await bundleOf('upload-video-chunk')))

  const flag = (value: number, limit: number) => (value > limit ? ' !' : '')
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2)
  console.log(
    '\nEdge functions (targets: CPU ≤ 1,000 ms per request, memory ≤ 128 MB, bundle ≤ 10 MB)\n',
  )
  const table = [
    '| function | request | cold start | CPU cold | CPU warm | peak RSS | bundle (CLI upload, est.) | unpacked (sources + npm) | minified JS |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const r of results) {
    const unpacked = r.bundle.sourceBytes + r.bundle.npmBytes
    const bundle = r.bundle.eszipBrotliBytes
    table.push(
      `| ${r.name} | ${r.request} | ${r.coldStartMs.toFixed(0)} ms | ${r.coldCpuMs.toFixed(0)} ms${flag(r.coldCpuMs, 1000)} | ${r.warmCpuMs.toFixed(0)} ms${flag(r.warmCpuMs, 1000)} | ${r.peakMb.toFixed(0)} MB${flag(r.peakMb, 128)} | ${mb(bundle)} MB${flag(bundle, 10e6)} | ${mb(unpacked)} MB (${mb(r.bundle.sourceBytes)} + ${mb(r.bundle.npmBytes)}, ${r.bundle.packages} packages) | ${mb(r.bundle.minifiedBytes)} MB |`,
    )
  }
  console.log(table.join('\n'))
  if (writeDocs) await writeDocsTable('functions', table.join('\n'))
  console.log(
    "\n! = over target. Cold start: spawn to ready, imports included. CPU: the process's user +" +
      ' system time from the request until its answer and any background work it started are' +
      ' done. Peak RSS: the process high-water mark (VmHWM), Deno included. Bundle: what the' +
      ' CLI uploads and hosted limits (20 MB bundled by the CLI, 5 MB server-side): "EZBR" +' +
      ' brotli (quality 6) of the eszip, which holds the sources and every file of every npm' +
      ' package the graph resolves on Deno 2.1 (scripts/functions/deploy-size.ts), estimated.' +
      " Unpacked: those files before compression. Minified JS: esbuild's bundle of the code" +
      ' that runs.',
  )
  console.log(
    `upload-video-chunk: CPU cold is its first chunk (fresh process), CPU warm the last chunk of a ${UPLOAD_MB} MB upload; peak RSS over the whole upload.`,
  )
} finally {
  await stopAi?.()
  await new Promise((resolve) => site.close(resolve))
  await stack.stop()
}
