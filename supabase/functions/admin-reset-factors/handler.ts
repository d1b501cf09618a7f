import { z } from 'zod'
import { json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import { SECOND_FACTOR_REQUIRED, type AdminCaller } from '../_shared/require-admin.ts'
import { serverError, type Log } from '../_shared/server-error.ts'

const MAX_BODY_BYTES = 1024

export const errors = {
  signIn: 'Sign in as the owner to reset two-factor sign-in',
  notOwner: 'Only the owner can reset two-factor sign-in',
  badBody: 'userId must be the id of a portal account',
  failed: 'Could not reset two-factor sign-in',
} as const

const bodySchema = z.object({ userId: z.uuid() }).strict()

/** What the database answered to the owner's announcement (prepare_factor_reset). */
export type Prepared = { ok: true; factors: number } | { ok: false; status: number; error: string }

export type Deps = {
  /** Whether the database lets the caller act as the owner (require-admin.ts portalCallerOf). */
  callerOf: (authorization: string | null) => Promise<AdminCaller>
  /**
   * prepare_factor_reset, run as the caller: checks again that they are the owner (at aal2 when
   * the portal requires it) and records who removes the account's factors, for the audit trail.
   */
  prepare: (authorization: string | null, userId: string) => Promise<Prepared>
  /** The Auth admin API: lists the account's factors and deletes each; resolves how many. */
  removeFactors: (userId: string) => Promise<number>
  log?: Log
}

/**
 * POST `{ userId }`: the owner's recovery of an account that lost its authenticator. Every
 * factor of the account is removed, so it signs in with the password alone (and, while the
 * portal requires a second factor, is asked to set one up again). Answers `{ removed }`.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    const authorization = req.headers.get('authorization')
    try {
      const caller = await deps.callerOf(authorization)
      if (caller === 'anonymous') return jsonError(errors.signIn, 401)
      if (caller === 'second-factor') return jsonError(SECOND_FACTOR_REQUIRED, 403)
      if (caller !== 'admin') return jsonError(errors.notOwner, 403)
      const read = await readJson(req, MAX_BODY_BYTES)
      if (read instanceof Response) return read
      const body = bodySchema.safeParse(read.json)
      if (!body.success) return jsonError(errors.badBody, 400)
      const prepared = await deps.prepare(authorization, body.data.userId)
      if (!prepared.ok) return jsonError(prepared.error, prepared.status)
      const removed = await deps.removeFactors(body.data.userId)
      return json({ removed })
    } catch (error) {
      return serverError('admin-reset-factors', 'resetting factors failed', error, {
        text: errors.failed,
        status: 500,
        log: deps.log,
      })
    }
  })
