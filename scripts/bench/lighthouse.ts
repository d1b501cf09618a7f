// npm run bench:lighthouse [-- --no-build] [--blog-posts=N] [/route ...]: builds the site against
// a fresh seeded local stack, serves the build with `vite preview`, and runs Lighthouse 12
// (mobile, default simulated throttling) LIGHTHOUSE_RUNS times (default 3) on every public route:
// the prerendered routes and a published blog post, or the routes named (any address, e.g. a
// /blog page past the prerendered ones). --blog-posts=N seeds N more posts (four in five
// published, as bench:scale's) before the build: 1000 gives /blog/page/50 something to show. Prints a Markdown table of the medians and the first-load JS,
// then each route's failing audits and the third-party requests it blocked (https: this
// machine has no network beyond loopback). A benchmark run by hand, not a test: CI does not run it.
// --write-docs also puts the table into docs/performance.md (a run of every route only).
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { wantsDocsTable, writeDocsTable } from '../lib/docs-table.ts'
import { firstLoad, servedHtmlFile } from '../lib/first-load.ts'
import { seedScale } from '../lib/scale-seed.ts'
import { withBuiltSite } from './built-site.ts'
import { publicRoutes } from './public-routes.ts'
import { auditRuns, BLOCKED_URL_PATTERNS } from './lighthouse/audit.ts'
import { markdownTable, median, rowOf, type Row } from './lighthouse/table.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** Where to keep each run's full JSON report (to see which element fails an audit), if set. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR
const args = process.argv.slice(2)
const only = args.filter((arg) => arg.startsWith('/'))
const blogPosts = Number(
  /^--blog-posts=(\d+)$/.exec(args.find((a) => a.startsWith('--blog-posts=')) ?? '')?.[1] ?? 0,
)
const writeDocs = wantsDocsTable(args)
if (writeDocs && (only.length > 0 || blogPosts > 0))
  throw new Error(
    '--write-docs needs a run of every route on the usual seed (no routes, no --blog-posts)',
  )
// Only the posts (seedScale spreads the registrations over a year: one is its least).
const NO_ROWS = {
  registrations: 1,
  contactMessages: 0,
  posts: 0,
  campaigns: 0,
  jobsPerCampaign: 0,
  orders: 0,
}
const dist = resolve('dist')

/** Whether the build marked a route `index, follow` (a published post always is). */
function isIndexable(): (route: string) => boolean {
  const site = z.object({ routes: z.array(z.string()) })
  const { routes } = site.parse(JSON.parse(readFileSync(join(dist, 'blog-site.json'), 'utf8')))
  return (route) => route.startsWith('/blog/') || routes.includes(route)
}

if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true })
await withBuiltSite(
  !args.includes('--no-build'),
  async (origin) => {
    const rows: Row[] = []
    const indexable = isIndexable()
    const routes = only.length > 0 ? only : publicRoutes(dist)
    for (const route of routes) {
      const runs = await auditRuns(origin + route, RUNS, (run) => {
        const name = `${route.slice(1).replaceAll('/', '_') || 'home'}-${run + 1}.json`
        return REPORT_DIR && join(REPORT_DIR, name)
      })
      const row = rowOf(route, runs, firstLoad(dist, servedHtmlFile(dist, route)), indexable(route))
      rows.push(row)
      console.log(
        `${route}: LCP ${Math.round(row.median.lcp)} ms, TBT ${Math.round(row.median.tbt)} ms`,
      )
    }

    const indexes = rows.map((row) => row.median.benchmarkIndex)
    const caption =
      `Lighthouse 12 mobile, median of ${RUNS} run(s). ` +
      `This machine's benchmarkIndex: ${Math.round(median(indexes))} (median of the routes' medians; ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`
    console.log(`\n${caption}\n`)
    console.log(markdownTable(rows))
    if (writeDocs) await writeDocsTable('lighthouse', `${caption}:\n\n${markdownTable(rows)}`)
    const failing = rows.filter((row) => row.failing.length > 0)
    if (failing.length > 0) console.log('\nAudits below 100 in some run:')
    for (const row of failing) console.log(`- ${row.route}: ${row.failing.join(', ')}`)
    const blocked = rows.filter((row) => row.blocked.length > 0)
    if (blocked.length > 0) console.log(`\nRequests blocked (${BLOCKED_URL_PATTERNS.join(', ')}):`)
    for (const row of blocked) console.log(`- ${row.route}: ${row.blocked.join(', ')}`)
  },
  {
    prepare:
      blogPosts > 0
        ? (stack) => seedScale(stack.ctx.db, { ...NO_ROWS, posts: blogPosts })
        : undefined,
  },
)
