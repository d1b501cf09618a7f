import { describe, expect, it } from 'vitest'
import { parseTrace, taskFigures } from './trace.ts'

const MAIN = { pid: 7, tid: 1 }
const task = (startMs: number, durMs: number, name = 'RunTask') => ({
  name,
  cat: 'toplevel',
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...MAIN,
})

function trace(events: object[]) {
  return JSON.stringify({
    traceEvents: [
      { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 7, tid: 2, args: { name: 'Compositor' } },
      { name: 'firstContentfulPaint', cat: 'loading', ph: 'I', ts: 100_000, ...MAIN },
      ...events,
    ],
  })
}

describe('taskFigures', () => {
  it('counts only top-level main-thread tasks that start after the first contentful paint', () => {
    const events = parseTrace(
      trace([
        task(20, 70), // before the paint: not counted, as in Total Blocking Time
        task(150, 120),
        task(150, 120, 'ThreadControllerImpl::RunTask'), // the same task, nested
        task(160, 40), // inside the one above
        task(400, 30),
        task(500, 80),
        { ...task(600, 500), tid: 2 }, // another thread
      ]),
    )
    expect(taskFigures(events)).toEqual({
      longestTask: 120,
      blockingTime: 70 + 30,
      longTasks: 2,
      busy: 120 + 30 + 80,
    })
  })

  it('refuses a trace without a first paint', () => {
    const events = parseTrace(JSON.stringify({ traceEvents: [task(10, 10)] }))
    expect(() => taskFigures(events)).toThrow('firstContentfulPaint')
  })
})
