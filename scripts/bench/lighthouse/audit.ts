// One Lighthouse run (version 12, its default mobile profile: simulated slow 4G and a 4x slower
// CPU) of one URL in an already started Chromium, reduced to the figures the bench prints.
import { writeFileSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { z } from 'zod'
import { chromiumExecutable, QUIET_CHROMIUM_FLAGS } from '../../lib/find-chromium.ts'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export type Figures = Record<Category, number> & {
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /**
   * Lighthouse's own measure of this machine's CPU speed (`environment.benchmarkIndex`, higher is
   * faster; its simulation scales the CPU work by it), so figures from two machines can be told
   * apart.
   */
  benchmarkIndex: number
  /** Audits that scored below 1 in a category that is not 100, e.g. "color-contrast". */
  failing: string[]
  /** Requests the run blocked (see BLOCKED_URL_PATTERNS), e.g. a third-party player script. */
  blocked: string[]
}

/**
 * The bench serves the site and the stack over http on loopback, and this machine reaches no
 * other network: every https request (a third party such as the YouTube player API) is blocked
 * in the browser instead of failing on DNS, so the runs are the same on any machine and measure
 * only our pages. Lighthouse does not count its own blocked requests as console errors; the
 * bench prints them per route so nothing is hidden.
 */
const BLOCKED_PROTOCOL = 'https:'
export const BLOCKED_URL_PATTERNS = [`${BLOCKED_PROTOCOL}//*`]

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const

/** Runs Lighthouse once; with `reportFile`, also writes its full JSON report there. */
async function auditOnce(url: string, port: number, reportFile?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (reportFile && typeof result.report === 'string') writeFileSync(reportFile, result.report)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)

  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const failing = CATEGORIES.filter((category) => score(category) < 100).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id]
        return audit !== undefined && audit.score !== null && audit.score < 1
      })
      .map((ref) => ref.id),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: metric(METRICS.fcp),
    lcp: metric(METRICS.lcp),
    tbt: metric(METRICS.tbt),
    cls: metric(METRICS.cls),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    blocked: blockedRequests(lhr.audits['network-requests']?.details),
  }
}

/** `runs` runs of one URL in a fresh headless Chromium; `reportFile(run)` keeps a run's report. */
export async function auditRuns(
  url: string,
  runs: number,
  reportFile: (run: number) => string | undefined = () => undefined,
): Promise<Figures[]> {
  const chromePath = chromiumExecutable()
  if (!chromePath) throw new Error("No Chromium found: install Debian's chromium")
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
    logLevel: 'silent',
  })
  const figures: Figures[] = []
  try {
    for (let run = 0; run < runs; run++)
      figures.push(await auditOnce(url, chrome.port, reportFile(run)))
  } finally {
    chrome.kill()
  }
  return figures
}

const networkRequests = z.object({
  items: z.array(z.object({ url: z.string(), statusCode: z.number() })),
})

/** The URLs of the requests that never got a response because the run blocked them. */
function blockedRequests(details: unknown): string[] {
  const parsed = networkRequests.safeParse(details)
  if (!parsed.success) return []
  return parsed.data.items
    .filter((item) => item.statusCode === -1 && new URL(item.url).protocol === BLOCKED_PROTOCOL)
    .map((item) => item.url)
}
