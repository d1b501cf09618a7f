import type { EmailSender } from '../_shared/email/email-api.ts'
import { deliverOutbox, type OutboxStore } from '../_shared/email/outbox.ts'
import { json, jsonError, postOnly } from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'

export type Deps = {
  /** Only the schedule (Supabase Cron, or the local stack's) may run it: the secret key. */
  isScheduler: (req: Request) => boolean
  store: OutboxStore
  sender: EmailSender
  /** The most emails one run sends; the next minute's run takes the rest. */
  maxPerRun: number
}

/**
 * POST (every minute from Supabase Cron): delivers the due emails of the outbox. 503 with
 * what to configure when no email API is set up (nothing is claimed, so nothing is marked).
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    if (!deps.isScheduler(req)) return jsonError('Unauthorized', 401)
    if (!deps.sender.ok) {
      console.error(`email-outbox: ${deps.sender.problem}`)
      return jsonError(deps.sender.problem, 503)
    }
    try {
      const report = await deliverOutbox(deps.store, deps.sender, { limit: deps.maxPerRun })
      return json(report)
    } catch (error) {
      return serverError('email-outbox', 'delivering the outbox failed', error, {
        text: 'Delivering email failed',
        status: 500,
      })
    }
  })
