// Prints, for each prerendered route, the gzipped JS and CSS its first load needs (see
// scripts/lib/first-load.ts) and checks the budgets: marketing routes at most 60 KB
// of first-load JS, /contact at most 110 KB, blog pages at most 100 KB; the home page's CSS at
// most 20 KB; the workshop and credit pages, islands too, at most 60 KB. Other routes
// (/thank-you) are printed only. --write-docs also puts the table into docs/performance.md.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { wantsDocsTable, writeDocsTable } from './lib/docs-table.ts'
import { firstLoad, htmlFileOf, kb } from './lib/first-load.ts'
import { BLOG_LIST_SHELL, BLOG_POST_CLIENT_SHELL } from './lib/host-config/site-rules.ts'

const KB = 1024
const MARKETING_JS = 60 * KB
/** The routes of the marketing page families (home, services, identity, demo, legal). */
const isMarketing = (path: string) =>
  /^\/(home2|privacy-policy|terms-of-service|identity-resolution.*|gmb-tank-tracking|demo|platform-tour|marketing\/.+)?$/.test(
    path,
  )
const ISLAND_FEATURE_PAGES = new Set(['/workshop', '/credit-topup', '/purchase-thank-you'])
const jsBudgetOf = (path: string) =>
  path === '/contact'
    ? 110 * KB
    : path.startsWith('/blog')
      ? 100 * KB
      : isMarketing(path) || ISLAND_FEATURE_PAGES.has(path)
        ? MARKETING_JS
        : undefined
const HOME_CSS_BUDGET = 20 * KB
const dist = resolve('dist')

const routes: string[] = JSON.parse(readFileSync(join(dist, 'prerendered-routes.json'), 'utf8'))
const rows = routes.map((path) => ({ path, ...firstLoad(dist, htmlFileOf(path)) }))
// Every post page is the post shell filled in (prerendered or by the public-blog function); the
// /blog pages and posts without a file are the blog's client shells (host-config/site-rules.ts).
const shells: [string, string][] = [
  ['/blog/{slug}', 'blog-post-shell.html'],
  ['/blog/page/{n} (list shell)', BLOG_LIST_SHELL.slice(1)],
  ['/blog/{slug} (client shell)', BLOG_POST_CLIENT_SHELL.slice(1)],
]
for (const [path, file] of shells)
  if (existsSync(join(dist, file))) rows.push({ path, ...firstLoad(dist, file) })

const verdict = (value: number, budget: number | undefined) =>
  budget === undefined ? '' : `${kb(budget)} ${value <= budget ? 'within' : 'OVER'}`
console.log(
  'route'.padEnd(34),
  'JS (gzip)'.padStart(12),
  'JS budget'.padStart(18),
  'CSS (gzip)'.padStart(12),
)
for (const row of rows)
  console.log(
    row.path.padEnd(34),
    kb(row.js).padStart(12),
    verdict(row.js, jsBudgetOf(row.path)).padStart(18),
    kb(row.css).padStart(12),
  )
const home = rows.find((row) => row.path === '/')
if (home) console.log(`\nhome CSS: ${kb(home.css)}, budget ${verdict(home.css, HOME_CSS_BUDGET)}`)
const over = rows.filter((row) => row.js > (jsBudgetOf(row.path) ?? Number.POSITIVE_INFINITY))
console.log(
  over.length === 0
    ? 'Every route is within its JS budget.'
    : `${over.length} route(s) over their JS budget: ${over.map((row) => row.path).join(', ')}`,
)
if (wantsDocsTable())
  await writeDocsTable(
    'size',
    [
      '| route | JS (gzip) | JS budget | CSS (gzip) |',
      '| --- | ---: | --- | ---: |',
      ...rows.map(
        (row) =>
          `| ${row.path} | ${kb(row.js)} | ${verdict(row.js, jsBudgetOf(row.path)) || '-'} | ${kb(row.css)} |`,
      ),
    ].join('\n'),
  )
