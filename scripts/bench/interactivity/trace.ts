// Reduces a Chromium trace of one page load to the main-thread figures the interactivity bench
// prints, counting (as Total Blocking Time does) only the tasks that start after the first
// contentful paint.
import { z } from 'zod'

const eventSchema = z.object({
  name: z.string(),
  cat: z.string().default(''),
  ph: z.string(),
  ts: z.number().default(0),
  dur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
  args: z.record(z.string(), z.unknown()).optional(),
})
export type TraceEvent = z.infer<typeof eventSchema>
const traceSchema = z.object({ traceEvents: z.array(z.unknown()) })

/** A task's time over 50 ms blocks input (the definition of Total Blocking Time). */
export const BLOCKING_THRESHOLD_MS = 50
/** The names Chromium gives a main-thread task at the top of its stack. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

export type TaskFigures = {
  /** The longest task that starts at or after the first contentful paint, in ms. */
  longestTask: number
  /** The sum over those tasks of their time beyond 50 ms. */
  blockingTime: number
  /** How many of them last longer than 50 ms. */
  longTasks: number
  /** Main-thread time in tasks after the first paint, in ms. */
  busy: number
}

export function parseTrace(json: string): TraceEvent[] {
  const { traceEvents } = traceSchema.parse(JSON.parse(json))
  return traceEvents.flatMap((raw) => {
    const parsed = eventSchema.safeParse(raw)
    return parsed.success ? [parsed.data] : []
  })
}

/** The renderer main thread that painted the page, and the time (µs) of that first paint. */
function firstPaint(events: TraceEvent[]) {
  const paint = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)[0]
  if (!paint) throw new Error('The trace has no firstContentfulPaint event')
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === paint.pid &&
      e.args?.name === 'CrRendererMain',
  )
  if (!main) throw new Error('The trace names no renderer main thread for the painted page')
  return { pid: paint.pid, tid: main.tid, ts: paint.ts }
}

/** The top-level tasks of one thread: complete events, none nested inside another. */
function topLevelTasks(events: TraceEvent[], pid: number, tid: number) {
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TASK_NAMES.has(e.name))
    .sort((a, b) => a.ts - b.ts)
  const top: { ts: number; dur: number }[] = []
  for (const task of tasks) {
    const last = top.at(-1)
    if (last && task.ts < last.ts + last.dur) continue
    top.push({ ts: task.ts, dur: task.dur ?? 0 })
  }
  return top
}

export function taskFigures(events: TraceEvent[]): TaskFigures {
  const paint = firstPaint(events)
  const after = topLevelTasks(events, paint.pid, paint.tid)
    .filter((task) => task.ts >= paint.ts)
    .map((task) => task.dur / 1000)
  return {
    longestTask: Math.max(0, ...after),
    blockingTime: after.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_THRESHOLD_MS), 0),
    longTasks: after.filter((ms) => ms > BLOCKING_THRESHOLD_MS).length,
    busy: after.reduce((sum, ms) => sum + ms, 0),
  }
}
