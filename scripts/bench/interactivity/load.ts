// One page load of the interactivity bench: a fresh browser context (nothing cached), real 4x
// CPU throttling, and a trace from navigation until the page is idle.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'
import { z } from 'zod'
import { parseTrace, taskFigures, type TaskFigures } from './trace.ts'

/** `ours`: the page as built. `floor`: the same HTML with every script removed (floor.ts). */
export type Variant = 'ours' | 'floor'

export type Run = TaskFigures & {
  fcp: number
  /** When the app's `hydrated` mark fell, in ms after the first contentful paint. */
  hydratedAfterPaint: number
  /** Gzipped bytes of every script the page loaded until idle (lazy chunks included). */
  scriptBytes: number
  cls: number
}

export const CPU_SLOWDOWN = 4
/** Where to keep each run's trace (open it in DevTools' performance panel), if set. */
const TRACE_DIR = process.env.INTERACTIVITY_TRACE_DIR
const HYDRATION_TIMEOUT_MS = 30_000
/** After the network is idle, how long the page must show no long task to count as idle. */
const QUIET_MS = 1000
const LONG_TASK = 'bench:long-task'
const HYDRATED = 'bench:hydrated'

function withTimeout(promise: Promise<void>, ms: number, message: string) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
// What DevTools' performance panel records: tasks, paints, user timing marks.
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
]

// Runs before any of the page's scripts: records layout shifts, and tells the bench (as console
// messages, so that no script of the bench's own runs in the page while it is traced) when the
// page has hydrated (its `hydrated` mark, or html[data-hydrated]) and when a long task ends.
const OBSERVE = `(() => {
  window.__benchCls = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchCls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver(() => console.debug('${LONG_TASK}')).observe({ type: 'longtask' })
  let told = false
  const hydrated = () => {
    if (told) return
    told = true
    if (performance.getEntriesByName('hydrated').length === 0) performance.mark('bench:data-hydrated')
    console.debug('${HYDRATED}')
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('hydrated').length > 0) hydrated()
  }).observe({ type: 'mark' })
  // The document may have no <html> element yet.
  new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated) hydrated()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
})()`

// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const TIMING = `(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null
  return {
    fcp: at('first-contentful-paint'),
    hydrated: at('hydrated') ?? at('bench:data-hydrated'),
    cls: window.__benchCls,
  }
})()`
const maybe = z
  .number()
  .nullable()
  .transform((value) => value ?? Number.NaN)
const timingSchema = z.object({ fcp: maybe, hydrated: maybe, cls: maybe })

/** Resolves once the network has been idle and no long task has ended for QUIET_MS. */
async function untilQuiet(page: Page, lastLongTask: () => number) {
  await page.waitForLoadState('networkidle')
  const idleSince = Date.now()
  for (;;) {
    const wait = Math.max(idleSince, lastLongTask()) + QUIET_MS - Date.now()
    if (wait <= 0) return
    await new Promise((done) => setTimeout(done, wait))
  }
}

/** Loads `url` once; `name` names its trace file. */
export async function loadOnce(
  browser: Browser,
  url: string,
  variant: Variant,
  name: string,
): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(OBSERVE)
    const scripts: Promise<number>[] = []
    if (variant === 'ours') {
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
      })
    }
    let lastLongTask = 0
    let onHydrated = () => {}
    const hydrated = new Promise<void>((resolve) => {
      onHydrated = resolve
    })
    page.on('console', (message) => {
      if (message.text() === LONG_TASK) lastLongTask = Date.now()
      if (message.text() === HYDRATED) onHydrated()
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    // Blocked by the network layer, as bench:lighthouse does it: the site and the stack are on
    // loopback http, so third parties (https) go, and on the floor any script of the build. Not
    // with Playwright's page.route: it holds every request, the page's own included, until the
    // bench answers it, and so changes how the document arrives (it even made Chromium ignore
    // the page's <link rel="expect">).
    await cdp.send('Network.enable')
    await cdp.send('Network.setBlockedURLs', {
      urls: variant === 'floor' ? ['https://*', '*.js', '*.js?*', '*.mjs'] : ['https://*'],
    })
    await browser.startTracing(page, { categories: CATEGORIES })
    let trace: Buffer
    try {
      await page.goto(url, { waitUntil: 'load' })
      if (variant === 'ours')
        await withTimeout(hydrated, HYDRATION_TIMEOUT_MS, `${url} never hydrated`)
      await untilQuiet(page, () => lastLongTask)
    } finally {
      trace = await browser.stopTracing()
    }
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true })
      writeFileSync(join(TRACE_DIR, `${name}-${variant}-${Date.now()}.json`), trace)
    }
    const timing = timingSchema.parse(await page.evaluate(TIMING))
    const bytes = await Promise.all(scripts)
    return {
      ...taskFigures(parseTrace(trace.toString('utf8'))),
      fcp: timing.fcp,
      hydratedAfterPaint: timing.hydrated - timing.fcp,
      scriptBytes: bytes.reduce((sum, n) => sum + n, 0),
      cls: timing.cls,
    }
  } finally {
    await context.close()
  }
}
