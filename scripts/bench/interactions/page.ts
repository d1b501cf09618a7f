// One run of one interaction for npm run bench:interactions: a fresh browser context (nothing
// cached), real 4x CPU throttling, the page loaded and quiet, then the interaction, with every
// event of it collected through the Event Timing API.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { z } from 'zod'
import { EVENT_TIMING_FLOOR_MS, worstEvent, type Worst } from './table.ts'

export const CPU_SLOWDOWN = 4
/** A phone: what the public pages are held to, and the admin at the same width. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
/** After the network is idle, how long no long task may run for the page to count as quiet. */
const QUIET_MS = 1000
const LONG_TASK = 'bench:long-task'
/** Where to keep a trace of each interaction (open it in DevTools' performance panel), if set. */
const TRACE_DIR = process.env.INTERACTIONS_TRACE_DIR

// Before any script of the page's: events of interactions (interactionId set: what INP counts)
// go to window.__benchEvents; a long task tells the bench through the console, so that the
// bench's own scripts never run in the page while it waits for the page to be quiet.
const OBSERVE = `(() => {
  window.__benchEvents = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__benchEvents.push({ name: e.name, startTime: e.startTime,
        duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd })
  }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS}, buffered: true })
  new PerformanceObserver(() => console.debug('${LONG_TASK}')).observe({ type: 'longtask' })
})()`

// Resolves after two frames and a task: by then the Event Timing entries of what happened
// before are delivered (they are reported after the frame that presents them).
const FLUSH = `new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))`

// What DevTools' performance panel records: tasks, paints, user timing marks.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
]

const entries = z.array(
  z.object({
    name: z.string(),
    startTime: z.number(),
    duration: z.number(),
    processingStart: z.number(),
    processingEnd: z.number(),
  }),
)

/** The page as the bench drives it: resolves once it is quiet (see `quiet`). */
export type BenchPage = {
  page: Page
  /** Until the network is idle and no long task has ended for QUIET_MS. */
  quiet: () => Promise<void>
}

/** A fresh context at 390 px with 4x CPU throttling; `storageState` signs the admin in. */
export async function openPage(
  browser: Browser,
  url: string,
  options: { storageState?: BrowserContextOptions['storageState'] } = {},
): Promise<BenchPage & { close: () => Promise<void> }> {
  const context = await browser.newContext({ ...PHONE, storageState: options.storageState })
  const page = await context.newPage()
  await page.addInitScript(OBSERVE)
  let lastLongTask = 0
  page.on('console', (message) => {
    if (message.text() === LONG_TASK) lastLongTask = Date.now()
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  // Third parties (https) are blocked at the network layer, as the other browser benches do.
  await cdp.send('Network.enable')
  await cdp.send('Network.setBlockedURLs', { urls: ['https://*'] })
  const quiet = async () => {
    await page.waitForLoadState('networkidle')
    const idleSince = Date.now()
    for (;;) {
      const wait = Math.max(idleSince, lastLongTask) + QUIET_MS - Date.now()
      if (wait <= 0) return
      await new Promise((done) => setTimeout(done, wait))
    }
  }
  await page.goto(url, { waitUntil: 'load' })
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
  await quiet()
  return { page, quiet, close: () => context.close() }
}

/** Runs `run`, keeping a trace of it in INTERACTIONS_TRACE_DIR when that is set. */
export async function traced<T>(page: Page, traceName: string, run: () => Promise<T>): Promise<T> {
  const browser = page.context().browser()
  if (!TRACE_DIR || !browser) return run()
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  try {
    return await run()
  } finally {
    const trace = await browser.stopTracing()
    mkdirSync(TRACE_DIR, { recursive: true })
    writeFileSync(join(TRACE_DIR, `${traceName}-${Date.now()}.json`), trace)
  }
}

/** Runs `act` and returns the worst event it caused (Event Timing, as INP counts it). */
export async function measureInteraction(
  { page, quiet }: BenchPage,
  act: () => Promise<void>,
  traceName: string,
): Promise<Worst> {
  await page.evaluate('window.__benchEvents.length = 0')
  await traced(page, traceName, async () => {
    await act()
    await page.evaluate(FLUSH)
    await quiet()
    await page.evaluate(FLUSH)
  })
  return worstEvent(entries.parse(await page.evaluate('window.__benchEvents')))
}
