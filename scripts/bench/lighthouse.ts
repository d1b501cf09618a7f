// npm run bench:lighthouse [-- --no-build] [/route ...]: builds the site against a fresh seeded
// local stack, serves the build with `vite preview`, and runs Lighthouse 12 (mobile, default
// simulated throttling) LIGHTHOUSE_RUNS times (default 3) on every public route: the prerendered
// routes and a published blog post. Prints a Markdown table of the medians and the first-load JS,
// then each route's failing audits and the third-party requests it blocked (https: this
// machine has no network beyond loopback). A benchmark run by hand, not a test: CI does not run it.
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { firstLoad, htmlFileOf } from '../lib/first-load.ts'
import { withBuiltSite } from './built-site.ts'
import { publicRoutes } from './public-routes.ts'
import { auditRuns, BLOCKED_URL_PATTERNS } from './lighthouse/audit.ts'
import { markdownTable, median, rowOf, type Row } from './lighthouse/table.ts'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
/** Where to keep each run's full JSON report (to see which element fails an audit), if set. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR
const args = process.argv.slice(2)
const only = args.filter((arg) => arg.startsWith('/'))
const dist = resolve('dist')

/** Whether the build marked a route `index, follow` (a published post always is). */
function isIndexable(): (route: string) => boolean {
  const site = z.object({ routes: z.array(z.string()) })
  const { routes } = site.parse(JSON.parse(readFileSync(join(dist, 'blog-site.json'), 'utf8')))
  return (route) => route.startsWith('/blog/') || routes.includes(route)
}

if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true })
await withBuiltSite(!args.includes('--no-build'), async (origin) => {
  const rows: Row[] = []
  const indexable = isIndexable()
  const routes = publicRoutes(dist).filter((route) => only.length === 0 || only.includes(route))
  for (const route of routes) {
    const runs = await auditRuns(origin + route, RUNS, (run) => {
      const name = `${route.slice(1).replaceAll('/', '_') || 'home'}-${run + 1}.json`
      return REPORT_DIR && join(REPORT_DIR, name)
    })
    const row = rowOf(route, runs, firstLoad(dist, htmlFileOf(route)), indexable(route))
    rows.push(row)
    console.log(
      `${route}: LCP ${Math.round(row.median.lcp)} ms, TBT ${Math.round(row.median.tbt)} ms`,
    )
  }

  const indexes = rows.map((row) => row.median.benchmarkIndex)
  console.log(`\nLighthouse 12 mobile, median of ${RUNS} run(s):`)
  console.log(
    `This machine's benchmarkIndex: ${Math.round(median(indexes))} (median of the routes' medians; ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})\n`,
  )
  console.log(markdownTable(rows))
  const failing = rows.filter((row) => row.failing.length > 0)
  if (failing.length > 0) console.log('\nAudits below 100 in some run:')
  for (const row of failing) console.log(`- ${row.route}: ${row.failing.join(', ')}`)
  const blocked = rows.filter((row) => row.blocked.length > 0)
  if (blocked.length > 0) console.log(`\nRequests blocked (${BLOCKED_URL_PATTERNS.join(', ')}):`)
  for (const row of blocked) console.log(`- ${row.route}: ${row.blocked.join(', ')}`)
})
