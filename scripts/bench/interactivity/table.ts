// Medians of a route's runs, the targets they are held to, and the Markdown table the bench prints.
import { kb } from '../../lib/first-load.ts'
import { median } from '../lighthouse/table.ts'
import type { Run } from './load.ts'

type Medians = Omit<Run, 'hydratedAfterPaint' | 'scriptBytes'>

export type Row = {
  route: string
  ours: Medians
  floor: Medians
  hydratedAfterPaint: number
  /** Gzipped JS the HTML starts (scripts/lib/first-load.ts). */
  firstLoadJs: number
  /** Gzipped JS loaded until idle, lazy chunks included. */
  scriptBytes: number
  /** The targets this route misses, in words. */
  missed: string[]
}

/** Targets: blocking at most the floor's + 50 ms; longest task at most max(50 ms, the floor's). */
export const BLOCKING_MARGIN_MS = 50
export const LONGEST_TASK_ALLOWANCE_MS = 50
export const HYDRATION_TARGET_MS = 1500

function medians(runs: Run[]): Medians {
  const of = (pick: (run: Run) => number) => median(runs.map(pick))
  return {
    longestTask: of((r) => r.longestTask),
    blockingTime: of((r) => r.blockingTime),
    longTasks: of((r) => r.longTasks),
    busy: of((r) => r.busy),
    fcp: of((r) => r.fcp),
    cls: of((r) => r.cls),
  }
}

export function rowOf(route: string, ours: Run[], floor: Run[], firstLoadJs: number): Row {
  const row = {
    route,
    ours: medians(ours),
    floor: medians(floor),
    hydratedAfterPaint: median(ours.map((r) => r.hydratedAfterPaint)),
    firstLoadJs,
    scriptBytes: median(ours.map((r) => r.scriptBytes)),
  }
  const missed: string[] = []
  const blockingLimit = row.floor.blockingTime + BLOCKING_MARGIN_MS
  if (row.ours.blockingTime > blockingLimit)
    missed.push(`blocking ${ms(row.ours.blockingTime)} > ${ms(blockingLimit)}`)
  const longestLimit = Math.max(LONGEST_TASK_ALLOWANCE_MS, row.floor.longestTask)
  if (row.ours.longestTask > longestLimit)
    missed.push(`longest task ${ms(row.ours.longestTask)} > ${ms(longestLimit)}`)
  if (!(row.hydratedAfterPaint <= HYDRATION_TARGET_MS))
    missed.push(`hydrated ${ms(row.hydratedAfterPaint)} after FCP > ${ms(HYDRATION_TARGET_MS)}`)
  return { ...row, missed }
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`)

export function markdownTable(rows: Row[]) {
  const header = [
    'route',
    'longest task: ours',
    'floor',
    'blocking: ours',
    'floor',
    'tasks > 50 ms: ours',
    'floor',
    'first-load JS',
    'JS until idle',
    'hydrated after FCP',
    'FCP: ours',
    'floor',
    'CLS',
  ]
  const lines = rows.map((row) =>
    [
      row.route,
      ms(row.ours.longestTask),
      ms(row.floor.longestTask),
      ms(row.ours.blockingTime),
      ms(row.floor.blockingTime),
      row.ours.longTasks,
      row.floor.longTasks,
      kb(row.firstLoadJs),
      kb(row.scriptBytes),
      ms(row.hydratedAfterPaint),
      ms(row.ours.fcp),
      ms(row.floor.fcp),
      row.ours.cls.toFixed(3),
    ].join(' | '),
  )
  return [header.join(' | '), header.map(() => '---').join(' | '), ...lines]
    .map((line) => `| ${line} |`)
    .join('\n')
}
