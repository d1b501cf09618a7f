import { z } from 'zod'
import {
  HANDOFF_NOT_CONFIGURED,
  deliverHandoffs,
  type HandoffSender,
  type HandoffStore,
} from '../_shared/credits-handoff.ts'
import { json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import { SECOND_FACTOR_REQUIRED, type AdminCaller } from '../_shared/require-admin.ts'
import { serverError } from '../_shared/server-error.ts'

export const errors = {
  signIn: 'Sign in as an admin to see or retry hand-offs',
  notAdmin: 'Only admins can see or retry hand-offs',
  badBody: 'Body must be {} or { "retry": "<hand-off id>" }',
  failed: 'Delivering hand-offs failed',
} as const

export type Deps = {
  /** Only the schedule (Supabase Cron, or the local stack's) runs the worker: the secret key. */
  isScheduler: (req: Request) => boolean
  callerOf: (authorization: string | null) => Promise<AdminCaller>
  store: HandoffStore
  /** null: CREDITS_WEBHOOK_URL / CREDITS_WEBHOOK_SECRET are unset, the hand-off is off. */
  send: HandoffSender | null
  maxPerRun: number
}

const MAX_BODY_BYTES = 1024
const bodySchema = z.union([z.object({ retry: z.uuid() }).strict(), z.object({}).strict()])

/**
 * POST. The schedule (every minute): delivers the due hand-offs (503 saying what to set when
 * the hand-off is off; nothing is claimed, so they wait). An admin: `{}` answers whether the
 * hand-off is configured (the Orders page's notice); `{ "retry": id }` tries that hand-off now,
 * whatever its back-off, and answers the outcome.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    try {
      if (deps.isScheduler(req)) {
        if (!deps.send) {
          console.error(`credits-handoff: ${HANDOFF_NOT_CONFIGURED}`)
          return jsonError(HANDOFF_NOT_CONFIGURED, 503)
        }
        return json(await deliverHandoffs(deps.store, deps.send, { limit: deps.maxPerRun }))
      }
      const caller = await deps.callerOf(req.headers.get('authorization'))
      if (caller === 'anonymous') return jsonError(errors.signIn, 401)
      if (caller === 'second-factor') return jsonError(SECOND_FACTOR_REQUIRED, 403)
      if (caller !== 'admin') return jsonError(errors.notAdmin, 403)
      const read = await readJson(req, MAX_BODY_BYTES)
      if (read instanceof Response) return read
      const body = bodySchema.safeParse(read.json ?? {})
      if (!body.success) return jsonError(errors.badBody, 400)
      if (!('retry' in body.data)) {
        return json(
          deps.send ? { configured: true } : { configured: false, problem: HANDOFF_NOT_CONFIGURED },
        )
      }
      if (!deps.send) return jsonError(HANDOFF_NOT_CONFIGURED, 503)
      const report = await deliverHandoffs(deps.store, deps.send, {
        limit: 1,
        id: body.data.retry,
      })
      return json(report)
    } catch (error) {
      return serverError('credits-handoff', 'delivering hand-offs failed', error, {
        text: errors.failed,
        status: 500,
      })
    }
  })
