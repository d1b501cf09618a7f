// The figures of npm run bench:interactions: per interaction, the worst event of each run (its
// Event Timing `duration`, as INP counts an interaction, and the phases of that event), the
// medians over the runs, and the Markdown table the bench prints and writes into the docs.
import { median } from '../lighthouse/table.ts'

/** The most an interaction may take, its worst event's duration, at 4x CPU. */
export const INTERACTION_BUDGET_MS = 50

/** Event Timing reports no event shorter than this (the API's smallest durationThreshold). */
export const EVENT_TIMING_FLOOR_MS = 16

/** One event as the Event Timing API reports it (a PerformanceEventTiming's fields). */
export type EventEntry = {
  name: string
  startTime: number
  duration: number
  processingStart: number
  processingEnd: number
}

/** The worst event of one run of an interaction, split into its three phases. */
export type Worst = {
  event: string
  duration: number
  inputDelay: number
  processing: number
  presentation: number
}

/**
 * The run's worst event, the one with the longest `duration`, and its phases: input delay
 * (until its handlers start), processing (its handlers) and presentation (until the next frame
 * is shown). An interaction with no event reported took under EVENT_TIMING_FLOOR_MS: it counts
 * as that floor, so that the medians stay an upper bound.
 */
export function worstEvent(entries: readonly EventEntry[]): Worst {
  let worst: EventEntry | undefined
  for (const entry of entries) if (!worst || entry.duration > worst.duration) worst = entry
  if (!worst)
    return {
      event: '-',
      duration: EVENT_TIMING_FLOOR_MS,
      inputDelay: 0,
      processing: 0,
      presentation: 0,
    }
  const inputDelay = Math.max(0, worst.processingStart - worst.startTime)
  const processing = Math.max(0, worst.processingEnd - worst.processingStart)
  return {
    event: worst.name,
    duration: worst.duration,
    inputDelay,
    processing,
    presentation: Math.max(0, worst.duration - inputDelay - processing),
  }
}

export type Row = {
  route: string
  interaction: string
  /** The event most often the worst over the runs. */
  event: string
  duration: number
  inputDelay: number
  processing: number
  presentation: number
  /** Every run's worst duration, in run order. */
  runs: number[]
}

/** The medians of one interaction's runs (each phase's median on its own). */
export function rowOf(route: string, interaction: string, runs: readonly Worst[]): Row {
  const of = (pick: (worst: Worst) => number) => median(runs.map(pick))
  const counts = new Map<string, number>()
  for (const run of runs) counts.set(run.event, (counts.get(run.event) ?? 0) + 1)
  const event = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '-'
  return {
    route,
    interaction,
    event,
    duration: of((w) => w.duration),
    inputDelay: of((w) => w.inputDelay),
    processing: of((w) => w.processing),
    presentation: of((w) => w.presentation),
    runs: runs.map((w) => w.duration),
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const duration = (value: number) =>
  value <= EVENT_TIMING_FLOOR_MS ? `<= ${EVENT_TIMING_FLOOR_MS} ms` : ms(value)

export const overBudget = (row: Row) => row.duration > INTERACTION_BUDGET_MS

export function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| route | interaction | worst event | duration (median) | input delay | processing | presentation | runs |',
    '| --- | --- | --- | --: | --: | --: | --: | --- |',
  ]
  for (const row of rows)
    lines.push(
      `| ${row.route} | ${row.interaction} | ${row.event} | ${duration(row.duration)}${overBudget(row) ? ' (over)' : ''} | ` +
        `${ms(row.inputDelay)} | ${ms(row.processing)} | ${ms(row.presentation)} | ${row.runs.map((run) => Math.round(run)).join(', ')} |`,
    )
  return lines.join('\n')
}
