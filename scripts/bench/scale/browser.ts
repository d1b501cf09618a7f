// The browser half of npm run bench:scale: a real Chromium (Playwright, headless) against the
// production build, signed in as an admin, on the seeded stack. Bytes are what the page
// received (CDP: each response's encoded length with headers, plus realtime frames); DOM nodes
// are the page's elements once every list's first page is shown; memory is the proportional
// set size (PSS) of all of the browser's processes, sampled every 100 ms.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type CDPSession, type Page } from '@playwright/test'
import { build } from 'vite'
import { z } from 'zod'
import { DEMO_SERVICE_ROLE_KEY } from '../../../supabase/local/src/keys/keys.ts'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from '../../lib/find-chromium.ts'
import { kb } from '../../lib/first-load.ts'
import type { BuiltSite } from '../built-site.ts'

export type Figure = { label: string; measured: string; target: string }

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** Every page's admin lists, by the landmark each one's pager renders once its page is shown. */
export const ADMIN_SCREENS: { path: string; lists: string[] }[] = [
  { path: '/admin-portal', lists: ['Registrations', 'Inbox', 'Posts'] },
  { path: '/admin-portal/blog', lists: ['Posts'] },
  { path: '/admin-portal/campaigns', lists: ['Campaigns'] },
  { path: '/admin-portal/orders', lists: ['Orders'] },
  { path: '/admin-portal/videos', lists: ['Videos'] },
]

/** Received bytes and requests on one page (in all, and to the stack), and when the network last moved. */
class Traffic {
  bytes = 0
  requests = 0
  apiBytes = 0
  apiRequests = 0
  lastActivity = performance.now()
  private readonly api = new Set<string>()
  private constructor(private readonly stackUrl: string) {}

  static async watch(cdp: CDPSession, stackUrl: string): Promise<Traffic> {
    const traffic = new Traffic(stackUrl)
    const moved = () => (traffic.lastActivity = performance.now())
    cdp.on('Network.requestWillBeSent', (event) => {
      traffic.requests++
      if (event.request.url.startsWith(traffic.stackUrl)) {
        traffic.apiRequests++
        traffic.api.add(event.requestId)
      }
      moved()
    })
    cdp.on('Network.loadingFinished', (event) => {
      traffic.bytes += event.encodedDataLength
      if (traffic.api.has(event.requestId)) traffic.apiBytes += event.encodedDataLength
      moved()
    })
    cdp.on('Network.webSocketFrameReceived', (event) => {
      traffic.bytes += event.response.payloadData.length
      traffic.apiBytes += event.response.payloadData.length
      moved()
    })
    await cdp.send('Network.enable')
    return traffic
  }

  /** "164.4 KB, 60 requests (API: 12.0 KB, 20)" */
  toString() {
    return `${kb(this.bytes)}, ${this.requests} requests (stack API: ${kb(this.apiBytes)}, ${this.apiRequests})`
  }

  reset() {
    this.bytes = 0
    this.requests = 0
    this.apiBytes = 0
    this.apiRequests = 0
  }

  /** Until nothing moved for `quietMs` (at most `maxMs`). */
  async settled(quietMs = 1500, maxMs = 20_000) {
    const started = performance.now()
    while (performance.now() - this.lastActivity < quietMs && performance.now() - started < maxMs)
      await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const ms = (value: number) => `${Math.round(value)} ms`

/** The pids of a process and all its descendants (Chromium's renderers, GPU, utility...). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []))
  return tree
}

function pssBytes(pids: number[]): number {
  let total = 0
  for (const pid of pids) {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))
      total += Number(match?.[1] ?? 0) * 1024
    } catch {
      // Gone meanwhile.
    }
  }
  return total
}

/** Runs `work` while sampling the browser's memory and the page's JS heap; returns the peaks. */
async function peakMemory<T>(browserPid: number, cdp: CDPSession, work: () => Promise<T>) {
  let peakPss = 0
  let peakHeap = 0
  const sample = async () => {
    peakPss = Math.max(peakPss, pssBytes(processTree(browserPid)))
    const heap = await cdp.send('Runtime.getHeapUsage')
    peakHeap = Math.max(peakHeap, heap.usedSize)
  }
  await sample()
  const before = peakPss
  let running = true
  const sampler = (async () => {
    while (running) {
      await sample()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  try {
    const result = await work()
    return { result, before, peakPss, peakHeap }
  } finally {
    running = false
    await sampler
  }
}

/** scripts/bench/scale/csv-in-page.ts as one script for the page (the app's own aliases). */
async function csvScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: {
      alias: {
        '@/': path.join(ROOT, 'src/'),
        '@shared/': path.join(ROOT, 'supabase/functions/_shared/domain/'),
      },
    },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, 'csv-in-page.ts'),
        formats: ['iife'],
        name: 'benchCsv',
      },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
    'output' in o ? o.output : [],
  )
  const code = chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])).join('\n')
  if (!code) throw new Error('the CSV bench script did not build')
  return code
}

const csvRun = z.object({
  ms: z.number(),
  rows: z.number(),
  bytes: z.number(),
  onDisk: z.boolean(),
})

const pagerOf = (page: Page, list: string) =>
  page.getByRole('navigation', { name: `${list} pages` })

/**
 * Resolves once `count` elements match `selector` (and contain `text`), checked in the page on
 * every animation frame. The timed waits use this instead of a locator's waitFor, which polls
 * at widening intervals (0, 20, 50, 100, 100, then every 500 ms) and so added up to half a
 * second to any figure past about 270 ms.
 */
async function shownInPage(
  page: Page,
  selector: string,
  {
    text = '',
    count = 1,
    timeout = 30_000,
  }: { text?: string; count?: number; timeout?: number } = {},
) {
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll(want.selector)].filter((element) =>
        (element.textContent ?? '').includes(want.text),
      ).length >= want.count,
    { selector, text, count },
    { polling: 'raf', timeout },
  )
}
const pagerSelector = (list: string) => `nav[aria-label="${list} pages"]`

/** Registrations as register-webinar writes them (service role). */
async function insertRegistration(stackUrl: string, name: string) {
  const response = await fetch(`${stackUrl}/rest/v1/Webinar%20Registration`, {
    method: 'POST',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name, Email: `${name}@example.test`, webinar_title: 'Bench Workshop' }),
  })
  if (response.status !== 201)
    throw new Error(`insert: ${response.status} ${await response.text()}`)
}

export async function browserFigures(
  site: BuiltSite,
  admin: { email: string; password: string },
  options: { csvRows: number; log: (line: string) => void },
): Promise<Figure[]> {
  const executablePath = chromiumExecutable()
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium")
  const server = await chromium.launchServer({ executablePath, args: QUIET_CHROMIUM_FLAGS })
  const browserPid = server.process().pid
  if (browserPid === undefined) throw new Error('no browser process')
  const browser = await chromium.connect(server.wsEndpoint())
  const figures: Figure[] = []
  /** The page a failed step leaves, screenshot for the table. */
  let shown: Page | undefined
  const add = (label: string, measured: string, target: string) => {
    figures.push({ label, measured, target })
    options.log(`${label}: ${measured}`)
  }
  /** One figure; a step that fails says so in the table and the next one still runs. */
  const attempt = async (label: string, target: string, measure: () => Promise<string>) => {
    try {
      add(label, await measure(), target)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const shot = path.join(tmpdir(), `bench-scale-${label.replace(/\W+/g, '-').slice(0, 40)}.png`)
      await shown?.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
      add(label, `failed: ${message.split('\n')[0]} (screenshot: ${shot})`, target)
    }
  }
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    shown = page
    const cdp = await context.newCDPSession(page)
    const traffic = await Traffic.watch(cdp, site.stack.url)

    // Sign-in to the three cards.
    await page.goto(`${site.origin}/admin-login`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    traffic.reset()
    const started = performance.now()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await shownInPage(page, 'span', { text: 'from previous month', count: 3 })
    add(
      'dashboard: sign-in to the three stats shown',
      `${ms(performance.now() - started)}, ${traffic}`,
      '<= 1 s, <= 100 KB',
    )
    for (const list of ADMIN_SCREENS[0]?.lists ?? []) await pagerOf(page, list).waitFor()
    await traffic.settled()

    // One new registration on the open dashboard.
    await attempt(
      'one new registration: until shown, bytes per open dashboard',
      '<= 1 s, <= 10 KB',
      async () => {
        const name = `bench-new-${Date.now().toString(36)}`
        traffic.reset()
        const started = performance.now()
        await insertRegistration(site.stack.url, name)
        await shownInPage(page, '[aria-label="Recent Registrations"]', { text: name })
        const shown = performance.now() - started
        await traffic.settled()
        return `${ms(shown)}, ${traffic}`
      },
    )

    // Search in registrations: a rare term (one row), as the screen sends it.
    await attempt('search in registrations (rare term)', '<= 500 ms', async () => {
      traffic.reset()
      const started = performance.now()
      await page.getByLabel('Search registrations').fill('visitor424243@')
      // A search has no total (search_registrations pages by "more"): wait for the match.
      await shownInPage(page, '[aria-label="Recent Registrations"]', {
        text: 'visitor424243@',
        timeout: 120_000,
      })
      return `${ms(performance.now() - started)}, ${traffic}`
    })

    // Each admin screen, loaded afresh: first pages shown, then its DOM nodes.
    for (const screen of ADMIN_SCREENS)
      await attempt(
        `${screen.path} (${screen.lists.join(', ')}): first page shown, DOM nodes`,
        '<= 500 ms, <= 3,000 nodes',
        async () => {
          const started = performance.now()
          await page.goto(site.origin + screen.path)
          for (const list of screen.lists) await shownInPage(page, pagerSelector(list))
          const firstPage = performance.now() - started
          await traffic.settled(500)
          const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
          return `${ms(firstPage)}, ${nodes.toLocaleString('en-US')} nodes`
        },
      )

    // CSV through the streamed engine, in the signed-in page.
    await attempt(
      `CSV of ${options.csvRows.toLocaleString('en-US')} registrations (streamed to a file)`,
      'memory growth < 50 MB, time stated',
      async () => {
        await page.goto(`${site.origin}/admin-portal`)
        await pagerOf(page, 'Registrations').waitFor()
        await traffic.settled(500)
        // DevTools' network domain keeps the responses it watched (up to its buffers, in the
        // browser's memory): off for the export, so the memory peak is the page's, not the bench's.
        await cdp.send('Network.disable')
        await page.addScriptTag({ content: await csvScript() })
        const csv = await peakMemory(browserPid, cdp, async () => {
          // The export ends with the file handed to the browser as a download: the run counts
          // until the download has been written out, and checks its size.
          const download = page.waitForEvent('download', { timeout: 0 })
          const run = csvRun.parse(
            await page.evaluate(
              (args) => {
                const run: unknown = Reflect.get(window, 'benchCsvExport')
                if (typeof run !== 'function') throw new Error('the CSV bench script is not loaded')
                return Reflect.apply(run, window, [args])
              },
              {
                url: site.stack.url,
                key: site.stack.publishableKey,
                email: admin.email,
                password: admin.password,
                limit: options.csvRows,
              },
            ),
          )
          // Connected to a browser server, so the download is copied out rather than read in place.
          const saved = path.join(tmpdir(), `bench-scale-${Date.now()}.csv`)
          await (await download).saveAs(saved)
          const size = statSync(saved).size
          rmSync(saved, { force: true })
          if (size !== run.bytes) throw new Error(`download of ${size} bytes, file of ${run.bytes}`)
          return run
        })
        const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`
        return (
          `${(csv.result.ms / 1000).toFixed(1)} s for ${csv.result.rows.toLocaleString('en-US')} rows ` +
          `(${(csv.result.bytes / 2 ** 20).toFixed(1)} MB file, ${csv.result.onDisk ? 'written to disk as it goes' : 'in memory: no file system access'}); ` +
          `browser memory +${mb(csv.peakPss - csv.before)} (${mb(csv.before)} before, ${mb(csv.peakPss)} peak), ` +
          `JS heap ${mb(csv.peakHeap)} peak`
        )
      },
    )
    await context.close()
  } finally {
    await browser.close()
    await server.close()
  }
  return figures
}
