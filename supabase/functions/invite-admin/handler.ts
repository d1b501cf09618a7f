import { inviteAdminRequestSchema } from '../_shared/domain/admin-invite.ts'
import type { PortalRole } from '../_shared/domain/portal-roles.ts'
import { json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import { SECOND_FACTOR_REQUIRED } from '../_shared/require-admin.ts'
import { serverError, type Log } from '../_shared/server-error.ts'

const MAX_BODY_BYTES = 4 * 1024

/**
 * Only the owner invites: any other portal account is 'not-owner'; 'second-factor' is the owner
 * whose session lacks the second factor the portal requires.
 */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'not-owner' }
  | { kind: 'second-factor' }
  | { kind: 'owner'; id: string }

/** What auth answered to the invitation. */
export type InviteOutcome = 'invited' | 'has-account' | 'too-many-emails'

export type Deps = {
  /** The verified session's user and whether the database lets them act as the owner. */
  callerOf: (authorization: string | null) => Promise<Caller>
  /** auth.admin.inviteUserByEmail: creates the account and emails the invitation link. */
  invite: (email: string, redirectTo: string | undefined) => Promise<InviteOutcome>
  /** add_admin: lists the account in admin_users with its role and writes the audit entry. */
  addAdmin: (email: string, actorId: string, invited: boolean, role: PortalRole) => Promise<string>
  log?: Log
}

/**
 * The owner invites accounts with a role: auth emails the invitation (the invitee sets a password from it and
 * lands in the portal), and the account is listed in admin_users with an audit entry. An
 * address that already has an account gets admin access back without an email.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    const caller = await deps
      .callerOf(req.headers.get('authorization'))
      .catch((): Caller => ({ kind: 'not-owner' }))
    if (caller.kind === 'anonymous')
      return jsonError('Sign in as the owner to invite accounts', 401)
    if (caller.kind === 'second-factor') return jsonError(SECOND_FACTOR_REQUIRED, 403)
    if (caller.kind !== 'owner') return jsonError('Only the owner can invite accounts', 403)
    const body = await readJson(req, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    const input = inviteAdminRequestSchema.safeParse(body.json)
    if (!input.success) return jsonError('Enter a valid email address', 400)
    const { email, redirectTo, role } = input.data
    try {
      const outcome = await deps.invite(email, redirectTo)
      if (outcome === 'too-many-emails') {
        return jsonError('Too many emails were sent. Try again in a few minutes.', 429)
      }
      const invited = outcome === 'invited'
      const userId = await deps.addAdmin(email, caller.id, invited, role)
      return json({ userId, email, invited })
    } catch (error) {
      return serverError('invite-admin', 'inviting failed', error, {
        text: 'Could not invite the admin',
        status: 500,
        log: deps.log,
      })
    }
  })
