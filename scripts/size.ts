// Prints, for each prerendered route, the gzipped JS and CSS its first load needs (see
// scripts/lib/first-load.ts) and checks the home page and blog budgets.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { firstLoad, htmlFileOf, kb } from './lib/first-load.ts'

const HOME_BUDGET = { js: 110 * 1024, css: 20 * 1024 }
const BLOG_JS_BUDGET = 120 * 1024
const dist = resolve('dist')

const routes: string[] = JSON.parse(readFileSync(join(dist, 'prerendered-routes.json'), 'utf8'))
const rows = routes.map((path) => ({ path, ...firstLoad(dist, htmlFileOf(path)) }))
// Every post page is the post shell filled in (prerendered or by the public-blog function).
if (existsSync(join(dist, 'blog-post-shell.html')))
  rows.push({ path: '/blog/{slug}', ...firstLoad(dist, 'blog-post-shell.html') })

console.log('route'.padEnd(34), 'JS (gzip)'.padStart(12), 'CSS (gzip)'.padStart(12))
for (const row of rows)
  console.log(row.path.padEnd(34), kb(row.js).padStart(12), kb(row.css).padStart(12))
const home = rows.find((row) => row.path === '/')
if (home) {
  const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'OVER')
  console.log(
    `\nhome budget: JS ${kb(home.js)} of ${kb(HOME_BUDGET.js)} (${verdict(home.js, HOME_BUDGET.js)}),`,
    `CSS ${kb(home.css)} of ${kb(HOME_BUDGET.css)} (${verdict(home.css, HOME_BUDGET.css)})`,
  )
}
for (const row of rows.filter((r) => r.path.startsWith('/blog'))) {
  const verdict = row.js <= BLOG_JS_BUDGET ? 'within' : 'OVER'
  console.log(`blog budget ${row.path}: JS ${kb(row.js)} of ${kb(BLOG_JS_BUDGET)} (${verdict})`)
}
