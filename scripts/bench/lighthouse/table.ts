// Medians of a route's runs, and the Markdown table the bench prints.
import { kb, type FirstLoad } from '../../lib/first-load.ts'
import type { Figures } from './audit.ts'

export type Row = {
  route: string
  indexable: boolean
  median: Omit<Figures, 'failing' | 'blocked'>
  failing: string[]
  blocked: string[]
} & FirstLoad

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export function rowOf(route: string, runs: Figures[], load: FirstLoad, indexable: boolean): Row {
  const of = (pick: (figures: Figures) => number) => median(runs.map(pick))
  return {
    route,
    indexable,
    ...load,
    median: {
      performance: of((f) => f.performance),
      accessibility: of((f) => f.accessibility),
      'best-practices': of((f) => f['best-practices']),
      seo: of((f) => f.seo),
      fcp: of((f) => f.fcp),
      lcp: of((f) => f.lcp),
      tbt: of((f) => f.tbt),
      cls: of((f) => f.cls),
      benchmarkIndex: of((f) => f.benchmarkIndex),
    },
    // A noindex route is not crawlable on purpose.
    failing: [...new Set(runs.flatMap((f) => f.failing))].filter(
      (id) => indexable || id !== 'is-crawlable',
    ),
    blocked: [...new Set(runs.flatMap((f) => f.blocked))],
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function markdownTable(rows: Row[]) {
  const header = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'first-load JS',
    'benchmarkIndex',
  ]
  const lines = rows.map(({ route, indexable, median: m, js }) =>
    [
      indexable ? route : `${route} (noindex)`,
      m.performance,
      m.accessibility,
      m['best-practices'],
      m.seo,
      seconds(m.fcp),
      seconds(m.lcp),
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      kb(js),
      // Lower than the machine's usual index: the CPU was busy with something else meanwhile.
      Math.round(m.benchmarkIndex),
    ].join(' | '),
  )
  return [header.join(' | '), header.map(() => '---').join(' | '), ...lines]
    .map((line) => `| ${line} |`)
    .join('\n')
}
