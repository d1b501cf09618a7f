import { z } from 'zod'
import type { EngineDeps } from '../_shared/campaigns/engine-deps.ts'
import { startJob } from '../_shared/campaigns/start-job.ts'
import { runClaimedJob } from '../_shared/campaigns/worker.ts'
import { json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import type { AdminCaller } from '../_shared/require-admin.ts'
import { serverError } from '../_shared/server-error.ts'

const MAX_BODY_BYTES = 8 * 1024

const requestSchema = z.object({
  campaignId: z.string().uuid(),
  /** A failed job to run again from its first attempt (the portal's Retry). */
  jobId: z.string().uuid().optional(),
})

export type Deps = {
  /** Who calls, from the Authorization header (require-admin.ts adminCallerOf). */
  callerOf: (authorization: string | null) => Promise<AdminCaller>
  engine: EngineDeps
  /** Keeps work going after the response (EdgeRuntime.waitUntil). */
  runInBackground: (task: Promise<unknown>) => void
  log?: (message: string, error: unknown) => void
}

/**
 * Starts writing one article of a campaign and answers at once with the job id: a long article
 * takes longer than a request should, so the writing continues in the background.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    // As upload-video-chunk: 401 without a verified session, 403 for a signed-in non-admin.
    const caller = await deps.callerOf(req.headers.get('authorization')).catch(() => 'unknown')
    if (caller === 'anonymous') return jsonError('Sign in as an admin to generate articles', 401)
    if (caller !== 'admin')
      return jsonError('Only editors, admins and the owner can generate articles', 403)
    const body = await readJson(req, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    const input = requestSchema.safeParse(body.json)
    if (!input.success) return jsonError('campaignId must be the id of a campaign', 400)
    const log = deps.log ?? ((message, error) => console.error(message, error))
    try {
      const started = await startJob(deps.engine, input.data.campaignId, input.data.jobId)
      if (!started.ok) return jsonError(started.error, started.status)
      const { jobId } = started
      const { writer } = deps.engine
      if ('problem' in writer) {
        // Recorded on the job too, so the portal shows what to configure.
        await runClaimedJob(deps.engine, jobId)
        return json({ success: false, jobId, error: writer.problem }, 202)
      }
      deps.runInBackground(
        runClaimedJob(deps.engine, jobId).catch((error: unknown) => log(`job ${jobId}`, error)),
      )
      return json({ success: true, jobId }, 202)
    } catch (error) {
      return serverError('generate-blog-post', 'starting the job failed', error, {
        text: 'Could not start article generation',
        status: 500,
        log,
      })
    }
  })
