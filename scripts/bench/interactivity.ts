// npm run bench:interactivity [-- --no-build] [/route ...]: what a phone-class CPU does after a
// public page first paints. Builds the site against a fresh seeded local stack (as
// bench:lighthouse does), then loads every public route (the prerendered routes and a published
// post) in Chromium with real 4x CPU throttling (DevTools' Emulation.setCPUThrottlingRate, not a
// simulation) at 390 px, records a trace of every main-thread task from navigation until the
// page is idle, and prints per route the medians of INTERACTIVITY_RUNS runs (default 5): the
// longest task and the blocking time (each task's time over 50 ms) after the first contentful
// paint, the script bytes, and when hydration finished. In the same run, and interleaved with
// ours, it loads the same prerendered pages with every script removed, from the same server:
// the floor, what the page's HTML and CSS cost with no JavaScript at all. A benchmark run by
// hand, not a test. The runs go round by round over all the routes, not route by route.
// --write-docs also puts the table into docs/performance.md (a run of every route only).
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from '../lib/find-chromium.ts'
import { wantsDocsTable, writeDocsTable } from '../lib/docs-table.ts'
import { firstLoad, htmlFileOf } from '../lib/first-load.ts'
import { withBuiltSite } from './built-site.ts'
import { FLOOR_PREFIX, writeFloorPages } from './interactivity/floor.ts'
import { loadOnce, type Run } from './interactivity/load.ts'
import { markdownTable, rowOf, type Row } from './interactivity/table.ts'
import { publicRoutes } from './public-routes.ts'

const RUNS = Number(process.env.INTERACTIVITY_RUNS ?? 5)
const args = process.argv.slice(2)
const only = args.filter((arg) => arg.startsWith('/'))
const writeDocs = wantsDocsTable(args)
if (writeDocs && only.length > 0) throw new Error('--write-docs needs a run of every route')
const dist = resolve('dist')
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

await withBuiltSite(!args.includes('--no-build'), async (origin) => {
  const executablePath = chromiumExecutable()
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium")
  const browser = await chromium.launch({ executablePath, args: QUIET_CHROMIUM_FLAGS })
  const loadAtStart = load()
  const rows: Row[] = []
  const routes = publicRoutes(dist).filter((route) => only.length === 0 || only.includes(route))
  const removeFloorPages = writeFloorPages(dist, routes)
  // Round after round over every route (a round loads each route once, ours then its floor), so
  // a busy spell on a shared machine costs each route one of its runs instead of all of them.
  const samples = routes.map((route) => ({
    route,
    name: route.slice(1).replaceAll('/', '_') || 'home',
    ours: [] as Run[],
    floor: [] as Run[],
  }))
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const { route, name, ours, floor } of samples) {
        ours.push(await loadOnce(browser, origin + route, 'ours', name))
        floor.push(await loadOnce(browser, origin + FLOOR_PREFIX + route, 'floor', name))
      }
      console.log(`round ${run + 1} of ${RUNS}: ${routes.length} routes loaded (load ${load()})`)
    }
    for (const { route, ours, floor } of samples)
      rows.push(rowOf(route, ours, floor, firstLoad(dist, htmlFileOf(route)).js))
  } finally {
    removeFloorPages()
    await browser.close()
  }
  const caption =
    `Real 4x CPU throttling, 390 px, tasks after first contentful paint, median of ${RUNS}; ` +
    `load average ${loadAtStart} at start, ${load()} at the end (${availableParallelism()} cores):`
  console.log(`\n${caption}\n`)
  console.log(markdownTable(rows))
  if (writeDocs) await writeDocsTable('interactivity', `${caption}\n\n${markdownTable(rows)}`)
  const missed = rows.filter((row) => row.missed.length > 0)
  console.log(
    missed.length === 0
      ? '\nEvery route meets the targets.'
      : `\nTargets missed:\n${missed.map((row) => `- ${row.route}: ${row.missed.join('; ')}`).join('\n')}`,
  )
})
