import { randomBytes } from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { z } from 'zod'
import type { Queryable } from '../../db/db.ts'
import type { AuthSettings, StackContext } from '../../stack-context.ts'
import { WireError } from '../../gateway/wire-error.ts'
import type { verifyBody } from './bodies.ts'
import { authError, validEmail } from './errors.ts'
import { tokenHash } from './mail.ts'
import { signIn } from './session.ts'
import { INSTANCE_ID, userById } from './users.ts'

// GoTrue internal/api/verify.go. Email links use GET (then a redirect); verifyOtp uses POST.

const TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email'] as const
type VerifyType = (typeof TYPES)[number]
const isVerifyType = (type: string): type is VerifyType => TYPES.some((t) => t === type)

export interface VerifyRequest {
  type: VerifyType
  /** The stored token hash (GET's `token`, POST's `token_hash`, or hashed from email + code). */
  hash: string
  /** POST with a code: the address it was sent to. */
  email?: string
}

const linkInvalid = () => authError(403, 'otp_expired', 'Email link is invalid or has expired')
const tokenInvalid = () => authError(403, 'otp_expired', 'Token has expired or is invalid')

/** GET /verify?token&type: the checks GoTrue answers with an error body, not a redirect. */
export function getVerifyRequest(token: string, type: string): VerifyRequest {
  if (type === '') throw authError(400, 'validation_failed', 'Verify requires a verification type')
  if (token === '') {
    throw authError(400, 'validation_failed', 'Verify requires a token or a token hash')
  }
  if (!isVerifyType(type)) throw unsupported()
  return { type, hash: token }
}

const unsupported = () => authError(400, 'validation_failed', 'Unsupported verification type')

/** POST /verify: `{type, token_hash}`, or `{type, token, email}` for a code typed in. */
export function postVerifyRequest(body: z.infer<typeof verifyBody>): VerifyRequest {
  const type = body.type ?? ''
  const token = body.token ?? ''
  const hash = body.token_hash ?? ''
  if (type === '') throw authError(400, 'validation_failed', 'Verify requires a verification type')
  if ((token === '') === (hash === '')) {
    throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash')
  }
  if (token !== '') {
    const phone = body.phone ?? ''
    if (phone !== '' && (body.email ?? '') === '') {
      throw authError(400, 'validation_failed', 'The local stack has no SMS provider')
    }
    if ((body.email ?? '') === '') {
      throw authError(
        400,
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      )
    }
    let email: string
    try {
      email = validEmail(body.email ?? '')
    } catch {
      throw authError(422, 'validation_failed', 'Invalid email format')
    }
    if (!isVerifyType(type)) throw unsupported()
    return { type, hash: tokenHash(email, token), email }
  }
  if ((body.email ?? '') !== '' || (body.phone ?? '') !== '' || (body.redirect_to ?? '') !== '') {
    throw authError(400, 'validation_failed', 'Only the token_hash and type should be provided')
  }
  if (!isVerifyType(type)) throw unsupported()
  return { type, hash }
}

interface TokenOwner {
  id: string
  banned: boolean
  confirmed: boolean
  has_password: boolean
  invited: boolean
  recovery_valid: boolean
  confirmation_valid: boolean
}

const OWNER_COLUMNS = `u.id::text, coalesce(u.banned_until > now(), false) as banned,
  u.email_confirmed_at is not null as confirmed,
  coalesce(u.encrypted_password, '') <> '' as has_password, u.invited_at is not null as invited,
  coalesce(u.recovery_sent_at + make_interval(secs => $2::int) > now(), false) as recovery_valid,
  coalesce(u.confirmation_sent_at + make_interval(secs => $2::int) > now(), false) as confirmation_valid`

/** The user whose stored token the request names (verifyTokenHash / verifyUserAndToken). */
async function tokenOwner(
  tx: Queryable,
  settings: AuthSettings,
  request: VerifyRequest,
): Promise<{ owner: TokenOwner; type: VerifyType }> {
  const { hash, email } = request
  const recovery = request.type === 'recovery' || request.type === 'magiclink'
  const confirmation = request.type === 'signup' || request.type === 'invite'
  const columns = [
    ...(recovery || request.type === 'email' ? ['recovery_token'] : []),
    ...(confirmation || request.type === 'email' ? ['confirmation_token'] : []),
  ]
  const matches = columns.map((c) => `u.${c} in ($1::text, 'pkce_' || $1::text)`).join(' or ')
  const found = await tx.query<TokenOwner & { by_recovery: boolean }>(
    `select ${OWNER_COLUMNS}, ${columns.includes('recovery_token') ? `u.recovery_token in ($1::text, 'pkce_' || $1::text)` : 'false'} as by_recovery
     from auth.users u
     where (${matches}) ${email === undefined ? '' : `and u.instance_id = $3 and lower(u.email) = $4::text and u.aud = 'authenticated'`}
     limit 1 for update`,
    email === undefined
      ? [hash, settings.otpExpirySeconds]
      : [hash, settings.otpExpirySeconds, INSTANCE_ID, email],
  )
  const owner = found.rows[0]
  const invalid = email === undefined ? linkInvalid : tokenInvalid
  if (!owner) throw invalid()
  if (owner.banned) throw authError(403, 'user_banned', 'User is banned')
  // An `email` code is a signup confirmation or a magic link, by the column it matched.
  const type: VerifyType =
    request.type === 'email' ? (owner.by_recovery ? 'magiclink' : 'signup') : request.type
  const valid =
    type === 'recovery' || type === 'magiclink' ? owner.recovery_valid : owner.confirmation_valid
  if (!valid) throw invalid()
  return { owner, type }
}

/**
 * Uses the token once and signs the user in: a recovery or magic link clears the token (and
 * confirms the address); an invite or signup confirms the address, and an invited user without
 * a password gets a random one, which the app then asks them to replace (signupVerify).
 */
export async function verify(
  ctx: StackContext,
  settings: AuthSettings,
  request: VerifyRequest,
): Promise<Record<string, unknown>> {
  return ctx.db.transaction(async (tx) => {
    const { owner, type } = await tokenOwner(tx, settings, request)
    if (type === 'recovery' || type === 'magiclink') {
      await tx.query(
        `update auth.users set recovery_token = '',
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where id = $1::uuid`,
        [owner.id],
      )
    } else {
      const password =
        !owner.has_password && owner.invited
          ? await bcrypt.hash(randomBytes(48).toString('base64'), 10)
          : null
      await tx.query(
        `update auth.users set confirmation_token = '',
           encrypted_password = coalesce($2, encrypted_password),
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where id = $1::uuid`,
        [owner.id, password],
      )
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}',
           updated_at = now()
         where user_id = $1::uuid and provider = 'email'`,
        [owner.id],
      )
    }
    const user = await userById(tx, owner.id)
    if (!user) throw linkInvalid()
    return { ...(await signIn(ctx, tx, user, 'otp')), type }
  })
}

/** GoTrue's oauthErrorMap: the `error` of an error redirect, by HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** Go's url.Values.Encode: keys sorted, values query-escaped. */
function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams(values)
  params.sort()
  return params.toString()
}

/** GET /verify's answer: 303 to redirect_to with the session, or the error, in the fragment. */
export async function verifyRedirect(
  ctx: StackContext,
  settings: AuthSettings,
  request: VerifyRequest,
  redirectTo: string,
): Promise<string> {
  try {
    const session = await verify(ctx, settings, request)
    return `${redirectTo}#${encodeSorted({
      access_token: String(session.access_token),
      token_type: String(session.token_type),
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      refresh_token: String(session.refresh_token),
      type: request.type,
      sb: '',
    })}`
  } catch (error) {
    if (!(error instanceof WireError)) throw error
    const body = error.body
    const code = typeof body.code === 'string' ? body.code : 'unexpected_failure'
    const message = typeof body.message === 'string' ? body.message : ''
    const url = new URL(redirectTo)
    const oauth = OAUTH_ERRORS[error.status]
    url.hash = encodeSorted({
      ...(oauth ? { error: oauth } : {}),
      error_code: code,
      error_description: message,
      sb: '',
    })
    return url.toString()
  }
}
