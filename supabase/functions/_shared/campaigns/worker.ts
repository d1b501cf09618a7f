import { claimJob } from './enqueue.ts'
import type { EngineDeps } from './engine-deps.ts'
import { runJob, type JobOutcome } from './run-job.ts'

export type DrainResult = { processed: number; outcomes: Record<JobOutcome, number> }

/**
 * Claims and runs due jobs one after another until none is due, maxJobs ran or the deadline
 * (epoch ms) passed: an edge function's background time is limited, the next tick goes on.
 */
export async function drainJobs(
  deps: EngineDeps,
  options: { maxJobs?: number; deadline?: number } = {},
): Promise<DrainResult> {
  const result: DrainResult = { processed: 0, outcomes: { succeeded: 0, retrying: 0, failed: 0 } }
  const maxJobs = options.maxJobs ?? Infinity
  while (result.processed < maxJobs && Date.now() < (options.deadline ?? Infinity)) {
    const jobId = await claimJob(deps)
    if (!jobId) break
    result.outcomes[await runJob(deps, jobId)] += 1
    result.processed += 1
  }
  return result
}

/** Runs one given job if it can be claimed (another worker may have taken it first). */
export async function runClaimedJob(deps: EngineDeps, jobId: string): Promise<JobOutcome | null> {
  const claimed = await claimJob(deps, jobId)
  return claimed ? runJob(deps, claimed) : null
}
