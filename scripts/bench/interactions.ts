// npm run bench:interactions [-- --no-build] [--write-docs] [--admin-load] [/route ...]: how long each thing a
// visitor or an admin does takes to show, on a phone-class CPU. Builds the site against a fresh
// seeded local stack (as bench:interactivity does), then in Debian's Chromium at 390 px with
// real 4x CPU throttling (DevTools' Emulation.setCPUThrottlingRate), on a fresh page each run,
// performs every interaction of interactions/catalog.ts (every tab set found on a public page,
// the mobile menu, both sliders by keyboard and by pointer, the date ranges, typing a name into
// each form, the admin's list search, New Post, a post in the editor and typing in it). Per
// interaction it prints the medians of INTERACTIONS_RUNS runs (default 5) of the worst event's
// Event Timing `duration` (what INP counts) and of its phases. It also times the admin's cold
// load (a fresh browser at /admin-login, signed in, to the dashboard's three stats) and the
// first-load JS of every admin screen. With /admin-portal/blog in the run, it types into a
// 5,000-word post keystroke by keystroke and reports the editor's chunk and the page's first-load
// JS (--before=<commit>: also for that commit's client build; interactions/editor-typing.ts).
// --admin-load runs only the admin's cold load and first-load JS. A benchmark run by hand, not a
// test. --write-docs puts the tables into docs/performance.md (the editor's on any run that
// measured it, the admin's on a run of every route or with --admin-load, the interactions' on a
// run of every route only).
import { availableParallelism, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from '../lib/find-chromium.ts'
import { wantsDocsTable, writeDocsTable } from '../lib/docs-table.ts'
import { kb } from '../lib/first-load.ts'
import { median } from './lighthouse/table.ts'
import { withBuiltSite } from './built-site.ts'
import {
  adminInteractions,
  publicInteractions,
  tabInteractions,
  type Interaction,
} from './interactions/catalog.ts'
import {
  buildFigures,
  figuresOfCommit,
  insertLongPost,
  LONG_POST_WORDS,
  typeIntoLongPost,
  typingFigures,
  type BuildFigures,
  type TypingRun,
} from './interactions/editor-typing.ts'
import { CPU_SLOWDOWN, measureInteraction, openPage, PHONE } from './interactions/page.ts'
import {
  INTERACTION_BUDGET_MS,
  markdownTable,
  overBudget,
  rowOf,
  type Row,
  type Worst,
} from './interactions/table.ts'
import { publicRoutes } from './public-routes.ts'
import { ADMIN_SCREENS } from './scale/browser.ts'

const RUNS = Number(process.env.INTERACTIONS_RUNS ?? 5)
/** The seeded local admin (supabase/seed.sql). */
const ADMIN = { email: 'admin@example.com', password: 'local-admin-password' }
/** Sign-in to the dashboard's stats, from a cold cache at 4x CPU. */
const COLD_LOAD_TARGET_MS = 1000
/** The most first-load JS (gzipped) an admin screen may need: a ceiling against growth (about 300 KB today). */
const ADMIN_FIRST_LOAD_BUDGET = 320 * 1024

const args = process.argv.slice(2)
const only = args.filter((arg) => arg.startsWith('/'))
const writeDocs = wantsDocsTable(args)
const adminLoadOnly = args.includes('--admin-load')
const before = args.find((arg) => arg.startsWith('--before='))?.slice('--before='.length)
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const ms = (value: number) => `${Math.round(value)} ms`

/** The number of tab sets on each public route, read once without throttling. */
async function tabSetsOf(browser: Browser, origin: string, routes: string[]) {
  const found: Interaction[] = []
  for (const route of routes) {
    const context = await browser.newContext(PHONE)
    try {
      const page = await context.newPage()
      await page.goto(origin + route, { waitUntil: 'load' })
      const sets = await page.getByRole('tablist').count()
      if (sets > 0) found.push(...tabInteractions(route, sets))
    } finally {
      await context.close()
    }
  }
  return found
}

/** The admin signed in once, as a storage state each admin run starts from. */
async function adminSession(browser: Browser, origin: string) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/admin-login`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${origin}/admin-portal`)
    return await context.storageState()
  } finally {
    await context.close()
  }
}

async function runOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  storageState: BrowserContextOptions['storageState'],
): Promise<Worst> {
  const opened = await openPage(browser, origin + interaction.route, {
    storageState: interaction.admin ? storageState : undefined,
  })
  try {
    if (interaction.prepare) {
      await interaction.prepare(opened.page)
      await opened.quiet()
    }
    return await measureInteraction(
      opened,
      () => interaction.act(opened.page),
      `${interaction.route.slice(1).replaceAll('/', '_') || 'home'}-${interaction.name.replaceAll(/\W+/g, '-')}`,
    )
  } finally {
    await opened.close()
  }
}

type ColdLoad = { loginUsable: number; signInToStats: number }

/**
 * The admin's cold load: a fresh browser (nothing cached) at 4x CPU opens /admin-login (until
 * the form works), the admin types (the page preloads the dashboard meanwhile), signs in, and
 * the dashboard shows its three stats. Times in the page, checked on every animation frame.
 */
async function coldLoad(browser: Browser, origin: string): Promise<ColdLoad> {
  const opened = await openPage(browser, `${origin}/admin-login`)
  try {
    const { page } = opened
    const loginUsable = await page.evaluate(
      () => performance.getEntriesByName('hydrated')[0]?.startTime ?? performance.now(),
    )
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    const clicked = performance.now()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('span')].filter((span) =>
          (span.textContent ?? '').includes('from previous month'),
        ).length >= 3,
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    return { loginUsable, signInToStats: performance.now() - clicked }
  } finally {
    await opened.close()
  }
}

/** Gzipped JS each admin screen loads until its lists show, in a fresh signed-in browser. */
async function adminFirstLoad(
  browser: Browser,
  origin: string,
  storageState: BrowserContextOptions['storageState'],
) {
  const figures: { path: string; js: number }[] = []
  for (const screen of ADMIN_SCREENS) {
    const context = await browser.newContext({ ...PHONE, storageState })
    try {
      const page = await context.newPage()
      const scripts = new Map<string, Promise<number>>()
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.set(
            response.url(),
            // A script asked for after the lists showed may still be arriving when the context
            // closes; it is not counted, so its body may be lost.
            response.body().then(
              (body) => gzipSync(body, { level: 9 }).length,
              () => 0,
            ),
          )
      })
      await page.goto(origin + screen.path)
      // In the page, on every frame: the scripts it had asked for when the last list's pager was
      // there. What it asks for afterwards (a chunk preloaded at idle) is not first-load JS,
      // however soon the bench gets to count.
      const asked = await page.waitForFunction(
        (names) =>
          names.every((name) =>
            document.querySelector(
              `nav[aria-label="${name} pages"], [role="navigation"][aria-label="${name} pages"]`,
            ),
          ) &&
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => entry.name),
        screen.lists,
        { polling: 'raf', timeout: 60_000 },
      )
      const urls = z.array(z.string()).parse(await asked.jsonValue())
      const bytes = await Promise.all(urls.map((url) => scripts.get(url) ?? 0))
      figures.push({ path: screen.path, js: bytes.reduce((sum, n) => sum + n, 0) })
    } finally {
      await context.close()
    }
  }
  return figures
}

/** The editor's figures: typing into a long post, and its chunk and page load before and after. */
async function editorTable(
  browser: Browser,
  origin: string,
  storageState: BrowserContextOptions['storageState'],
  postId: string,
): Promise<string> {
  const runs: TypingRun[] = []
  for (let run = 0; run < RUNS; run++) {
    runs.push(await typeIntoLongPost(browser, origin, storageState, postId))
    console.log(`editor typing: run ${run + 1} of ${RUNS} (load ${load()})`)
  }
  const typing = typingFigures(runs)
  const after = await buildFigures('dist')
  const earlier: BuildFigures | null = before ? await figuresOfCommit(before) : null
  const size = (bytes: number | null | undefined) =>
    bytes === undefined ? 'not measured' : bytes === null ? 'none (no rich-text editor)' : kb(bytes)
  const over = (value: number) => (value > INTERACTION_BUDGET_MS ? ' (over)' : '')
  const target = `<= ${INTERACTION_BUDGET_MS} ms`
  const row = (name: string, figure: ReturnType<typeof typingFigures>['tap']) =>
    `| ${name} | ${ms(figure.duration.median)}${over(figure.duration.median)} | ${ms(figure.duration.worst)} | ${ms(figure.handling.median)}${over(figure.handling.median)} | ${ms(figure.handling.worst)} | ${target} |`
  const lines = [
    '| typing into a 5,000-word post | duration: median of runs | duration: worst run | event handling: median of runs | event handling: worst run | target |',
    '| --- | --: | --: | --: | --: | --- |',
    row('tap into the text', typing.tap),
    row('first keystroke', typing.first),
    row(`next ${typing.keys} keystrokes: median`, typing.restMedian),
    row(`next ${typing.keys} keystrokes: max`, typing.restMax),
  ]
  const beforeLabel = before ? `before (${before})` : 'before'
  const sizes = [
    `| gzipped JS | ${beforeLabel} | now |`,
    '| --- | --: | --: |',
    `| the editor's chunk (rich-text-editor-*.js) | ${size(earlier?.editorChunk)} | ${size(after.editorChunk)} |`,
    `| opening the editor adds (its chunk and the chunks only it imports) | ${size(earlier?.editorAdds)} | ${size(after.editorAdds)} |`,
    `| /admin-portal/blog first-load JS (the app, the admin shell, the page and their static imports) | ${size(earlier?.blogFirstLoad)} | ${size(after.blogFirstLoad)} |`,
  ]
  const busy = loadavg()[0] ?? 0
  return (
    (busy > 3 ? 'Measured under load (another job shared the cores). ' : '') +
    `Typing into a ${LONG_POST_WORDS.toLocaleString('en-US')}-word post in the editor at real ` +
    `${CPU_SLOWDOWN}x CPU throttling, 390 px, a fresh page per run, ${RUNS} runs, a key every 80 ms: ` +
    `each keystroke's worst Event Timing duration (16 ms when under the API's floor; input delay, ` +
    `handling and the frame until shown, as INP counts it) and its longest event handling ` +
    `(processingStart to processingEnd: its handlers and the text insertion) ` +
    `(load average ${load()}, ${availableParallelism()} cores):\n\n${lines.join('\n')}\n\n` +
    `The editor's cost to load, from each build's manifest:\n\n${sizes.join('\n')}`
  )
}

await withBuiltSite(!args.includes('--no-build'), async (origin, site) => {
  const executablePath = chromiumExecutable()
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium")
  const browser = await chromium.launch({ executablePath, args: QUIET_CHROMIUM_FLAGS })
  const loadAtStart = load()
  try {
    const routes = publicRoutes('dist')
    const wanted = (route: string) => !adminLoadOnly && (only.length === 0 || only.includes(route))
    const interactions = [
      ...(await tabSetsOf(browser, origin, routes.filter(wanted))),
      ...publicInteractions,
      ...adminInteractions,
    ].filter((interaction) => wanted(interaction.route))
    const storageState =
      adminLoadOnly || interactions.some((i) => i.admin)
        ? await adminSession(browser, origin)
        : undefined
    // Round after round over every interaction, so that a busy spell on a shared machine costs
    // each interaction one of its runs instead of all of them.
    const runs = interactions.map(() => [] as Worst[])
    for (let round = 0; round < RUNS; round++) {
      for (const [index, interaction] of interactions.entries())
        runs[index]?.push(await runOnce(browser, origin, interaction, storageState))
      console.log(
        `round ${round + 1} of ${RUNS}: ${interactions.length} interactions (load ${load()})`,
      )
    }
    const rows: Row[] = interactions.map((interaction, index) =>
      rowOf(interaction.route, interaction.name, runs[index] ?? []),
    )
    const caption =
      `Real ${CPU_SLOWDOWN}x CPU throttling, 390 px, a fresh page per run, the worst event's ` +
      `Event Timing duration and its phases, median of ${RUNS}; load average ${loadAtStart} at ` +
      `start, ${load()} at the end (${availableParallelism()} cores):`
    const table = markdownTable(rows)
    const over = rows.filter(overBudget)
    // --admin-load runs no interactions: no table of them, and no verdict on none.
    if (rows.length > 0)
      console.log(
        `\n${caption}\n\n${table}\n` +
          (over.length === 0
            ? `\nEvery interaction within ${INTERACTION_BUDGET_MS} ms.`
            : `\nOver ${INTERACTION_BUDGET_MS} ms:\n${over.map((r) => `- ${r.route}: ${r.interaction} (${ms(r.duration)})`).join('\n')}`),
      )

    let adminTable = ''
    if (adminLoadOnly || only.length === 0 || wanted('/admin-login')) {
      const cold: ColdLoad[] = []
      for (let run = 0; run < RUNS; run++) cold.push(await coldLoad(browser, origin))
      const firstLoads = storageState ? await adminFirstLoad(browser, origin, storageState) : []
      const signIn = median(cold.map((c) => c.signInToStats))
      const lines = [
        '| admin figure | measured | target |',
        '| --- | --: | --- |',
        `| /admin-login, cold cache: navigation to the form usable | ${ms(median(cold.map((c) => c.loginUsable)))} | - |`,
        `| sign-in to the dashboard's three stats shown | ${ms(signIn)}${signIn > COLD_LOAD_TARGET_MS ? ' (over)' : ''} | <= ${ms(COLD_LOAD_TARGET_MS)} |`,
        ...firstLoads.map(
          (f) =>
            `| ${f.path}: first-load JS (gzipped, until its lists show) | ${kb(f.js)}${f.js > ADMIN_FIRST_LOAD_BUDGET ? ' (over)' : ''} | <= ${kb(ADMIN_FIRST_LOAD_BUDGET)} |`,
        ),
      ]
      adminTable =
        `Admin cold load at ${CPU_SLOWDOWN}x CPU, 390 px, a fresh browser each run, median of ` +
        `${RUNS}; first-load JS in a fresh signed-in browser (load average ${load()}):\n\n${lines.join('\n')}`
      console.log(`\n${adminTable}`)
    }
    let editor = ''
    if (storageState && wanted('/admin-portal/blog')) {
      editor = await editorTable(browser, origin, storageState, await insertLongPost(site.stack))
      console.log(`\n${editor}`)
    }
    if (writeDocs && only.length === 0 && !adminLoadOnly)
      await writeDocsTable('interactions', `${caption}\n\n${table}`)
    if (writeDocs && (only.length === 0 || adminLoadOnly))
      await writeDocsTable('admin-load', adminTable)
    if (writeDocs && editor) await writeDocsTable('editor-typing', editor)
  } finally {
    await browser.close()
  }
})
