// npm run bench:functions — per edge function: cold start, CPU per request (cold and warm),
// peak memory and bundle size, against hosted's limits halved (CPU 1 s, memory 128 MB,
// bundle 10 MB). Each function runs in its own Deno host process, as the local stack runs
// it, on a fresh seeded stack; figures come from /proc/<pid> (Linux).
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { articleJson } from '../../tests/support/fake-ai-provider.ts'
import { serveBuiltBlogSite } from '../../tests/support/built-blog-site.ts'
import { NO_FUNCTIONS } from '../../tests/support/local-stack.ts'
import { startLocalStack } from '../../supabase/local/src/index.ts'
import { functionEnv } from '../../supabase/local/src/services/functions/child-env.ts'
import {
  spawnDenoChild,
  type DenoChild,
} from '../../supabase/local/src/services/functions/deno-child.ts'
import {
  denoBinary,
  denoHostCommand,
  importResolution,
  projectRoot,
} from '../../supabase/local/src/services/functions/deno-command.ts'
import { processUsage } from '../../supabase/local/src/services/functions/limits.ts'

const FUNCTIONS = path.join(projectRoot, 'supabase', 'functions')
const STACK_PORT = Number(process.env.BENCH_FUNCTIONS_PORT ?? 56310)
const SITE_PORT = STACK_PORT + 1
const WARM_RUNS = 5

async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

async function cpuMs(pid: number | undefined): Promise<number> {
  const usage = pid === undefined ? undefined : await processUsage(pid)
  if (!usage) throw new Error('no /proc figures for the function process (Linux only)')
  return usage.cpuMs
}

/** The bundle `deno bundle`-style: esbuild, minified, the function with its npm packages. */
async function bundleMb(name: string): Promise<number> {
  const result = await build({
    entryPoints: [path.join(FUNCTIONS, name, 'index.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  })
  return result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0) / 1e6
}

interface Row {
  name: string
  request: string
  coldStartMs: number
  coldCpuMs: number
  warmCpuMs: number
  peakMb: number
  bundleMb: number
}

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

  const env = await functionEnv(stack.ctx, FUNCTIONS)
  const names = [
    'campaign-scheduler',
    'create-credit-payment',
    'generate-blog-post',
    'public-blog',
    'register-webinar',
    'stripe-webhook',
    'submit-contact',
    'upload-video-chunk',
  ]
  // The request each function serves that costs it most, short of the upload (see README).
  const heaviest: Record<string, { label: string; init: () => RequestInit; path: string }> = {
    'public-blog': {
      label: 'GET the longest post (20,000 words)',
      path: '/public-blog/posts/longest-post',
      init: () => ({ headers: { 'x-site-origin': siteOrigin } }),
    },
  }
  const light = (name: string) => ({
    label: 'a refused POST (4xx: no credentials or invalid body)',
    path: `/${name}`,
    init: (): RequestInit => ({
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    }),
  })
  const results: Row[] = []
  const run = async (
    name: string,
    request: { label: string; path: string; init: () => RequestInit },
  ) => {
    const started = performance.now()
    const child: DenoChild = await spawnDenoChild(
      denoHostCommand({
        functionsDir: FUNCTIONS,
        name,
        env,
        resolution: importResolution(FUNCTIONS, name),
      }),
      projectRoot,
    )
    try {
      const coldStartMs = performance.now() - started
      const call = async () => {
        const before = await cpuMs(child.pid)
        const res = await fetch(`http://127.0.0.1:${child.port}${request.path}`, request.init())
        await res.arrayBuffer()
        return (await cpuMs(child.pid)) - before
      }
      const coldCpuMs = await call()
      let warm = 0
      for (let i = 0; i < WARM_RUNS; i++) warm += await call()
      results.push({
        name,
        request: request.label,
        coldStartMs,
        coldCpuMs,
        warmCpuMs: warm / WARM_RUNS,
        peakMb: child.pid === undefined ? NaN : await peakRssMb(child.pid),
        bundleMb: await bundleMb(name),
      })
    } finally {
      await child.kill()
    }
  }
  for (const name of names) await run(name, heaviest[name] ?? light(name))
  await run('public-blog', {
    label: 'GET the sitemap of 1,001 posts',
    path: '/public-blog/sitemap.xml',
    init: () => ({ headers: { 'x-site-origin': siteOrigin } }),
  })

  // The writer's heaviest step, alone: a 2,000-word article through the server sanitiser, in a
  // Deno process with generate-blog-post's deno.json (the job runs it in the background).
  const article = JSON.parse(articleJson('intent data', 2000)).content_html
  const script = `
    const { default: process } = await import('node:process')
    const { sanitizeBlogHtml } = await import(${JSON.stringify(new URL('../../supabase/functions/_shared/blog-html/sanitize-blog-html.ts', import.meta.url).href)})
    const html = Deno.env.get('ARTICLE') ?? ''
    const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
    const t0 = cpu(); sanitizeBlogHtml(html); const t1 = cpu(); sanitizeBlogHtml(html); const t2 = cpu()
    console.log(JSON.stringify({ cold: t1 - t0, warm: t2 - t1, rss: process.memoryUsage().rss / 1048576 }))`
  const { stdout } = await promisify(execFile)(
    denoBinary(),
    [
      'eval',
      '--quiet',
      '--cached-only',
      '--no-lock',
      '--node-modules-dir=manual',
      `--config=${path.join(FUNCTIONS, 'generate-blog-post', 'deno.json')}`,
      script,
    ],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        ARTICLE: article,
        DENO_DIR: path.join(projectRoot, '.local-data', 'deno'),
        NO_COLOR: '1',
      },
    },
  )
  const sanitiser: { cold: number; warm: number; rss: number } = JSON.parse(stdout)

  const flag = (value: number, limit: number) => (value > limit ? ' !' : '')
  console.log(
    '\nEdge functions (targets: CPU ≤ 1,000 ms per request, memory ≤ 128 MB, bundle ≤ 10 MB)\n',
  )
  console.log('| function | request | cold start | CPU cold | CPU warm | peak RSS | bundle |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.request} | ${r.coldStartMs.toFixed(0)} ms | ${r.coldCpuMs.toFixed(0)} ms${flag(r.coldCpuMs, 1000)} | ${r.warmCpuMs.toFixed(0)} ms${flag(r.warmCpuMs, 1000)} | ${r.peakMb.toFixed(0)} MB${flag(r.peakMb, 128)} | ${r.bundleMb.toFixed(2)} MB${flag(r.bundleMb, 10)} |`,
    )
  }
  console.log(
    `| generate-blog-post | sanitise a 2,000-word article (its job's heaviest step) | — | ${sanitiser.cold.toFixed(0)} ms${flag(sanitiser.cold, 1000)} | ${sanitiser.warm.toFixed(0)} ms | ${sanitiser.rss.toFixed(0)} MB${flag(sanitiser.rss, 128)} | — |`,
  )
  console.log('\n! = over target. Peak RSS is the process high-water mark (VmHWM), Deno included.')
  console.log('upload-video-chunk: its 500 MB upload is measured by npm run bench:upload.')
} finally {
  await new Promise((resolve) => site.close(resolve))
  await stack.stop()
}
