import { enqueueDueSlots } from '../_shared/campaigns/enqueue.ts'
import type { EngineDeps } from '../_shared/campaigns/engine-deps.ts'
import { drainJobs } from '../_shared/campaigns/worker.ts'
import { json, jsonError, postOnly } from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'

export type Deps = {
  /** Only the schedule (Supabase Cron, or the local stack's) may tick: the service-role bearer. */
  isScheduler: (req: Request) => boolean
  engine: EngineDeps
  runInBackground: (task: Promise<unknown>) => void
  /** How long the background worker may keep claiming jobs after a tick. */
  workBudgetMs: number
  /** The most jobs one tick runs; the claim serves campaigns round-robin. */
  maxJobsPerTick: number
  log?: (message: string, error: unknown) => void
}

/** One tick: enqueue every due slot (idempotent), then work the queue in the background. */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    if (!deps.isScheduler(req)) return jsonError('Unauthorized', 401)
    const log = deps.log ?? ((message, error) => console.error(message, error))
    try {
      const enqueued = await enqueueDueSlots(deps.engine)
      const deadline = Date.now() + deps.workBudgetMs
      deps.runInBackground(
        drainJobs(deps.engine, { deadline, maxJobs: deps.maxJobsPerTick }).catch((error: unknown) =>
          log('worker', error),
        ),
      )
      return json({ success: true, enqueued }, 202)
    } catch (error) {
      return serverError('campaign-scheduler', 'enqueueing due slots failed', error, {
        text: 'Scheduling failed',
        status: 500,
        log,
      })
    }
  })
