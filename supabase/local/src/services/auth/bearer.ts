import type { JwtClaims, StackContext } from '../../stack-context.ts'
import type { Context } from 'hono'
import type { StackKeys } from '../../keys/keys.ts'
import { bearerToken, requestToken, verifyJwt } from '../../keys/jwt.ts'
import { authError, gotrueJwtReason } from './errors.ts'
import { userById, type UserRow } from './users.ts'

/**
 * The Authorization header auth receives behind the gateway: an opaque sb_ bearer (what
 * supabase-js sends with a publishable or secret key) becomes the JWT its key stands for, as
 * the CLI gateway's BearerToken rule does (internal/start/start.go); so does an opaque apikey
 * with no Authorization at all (Supabase troubleshooting, UNAUTHORIZED_MISSING_API_KEY on admin
 * endpoints: with the secret key in `apikey`, "An Authorization: Bearer header is not required
 * for this endpoint"). Other headers pass as sent.
 */
export function gatewayAuthorization(c: Context, keys: StackKeys): string | undefined {
  const authorization = c.req.header('authorization')
  const apikey = c.req.header('apikey')
  const opaque =
    bearerToken(authorization)?.startsWith('sb_') ||
    (authorization === undefined && apikey?.startsWith('sb_'))
  if (!opaque) return authorization
  const token = requestToken(authorization, apikey, keys)
  return token === undefined ? authorization : `Bearer ${token}`
}

/** The verified claims of the request's bearer token (GoTrue's requireAuthentication). */
export async function requireClaims(
  ctx: StackContext,
  authorization: string | undefined,
): Promise<JwtClaims> {
  const token = bearerToken(authorization)
  if (token === undefined || token === '') {
    throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const result = await verifyJwt(token, ctx.keys)
  if (!result.ok) {
    throw authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${gotrueJwtReason(result)}`,
    )
  }
  return result.claims
}

/** The signed-in user and session of an access token (GET /user, POST /logout). */
export async function requireUser(
  ctx: StackContext,
  authorization: string | undefined,
): Promise<{ user: UserRow; claims: JwtClaims; sessionId: string | undefined }> {
  const claims = await requireClaims(ctx, authorization)
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  if (sub === '') throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  if (!/^[0-9a-f-]{36}$/i.test(sub))
    throw authError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await userById(ctx.db, sub)
  if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  if (sessionId !== undefined) {
    const found = await ctx.db.query(
      'select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid',
      [sessionId, sub],
    )
    if (found.rows.length === 0) {
      throw authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
  }
  return { user, claims, sessionId }
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** Admin endpoints take the service-role key only. */
export async function requireAdmin(
  ctx: StackContext,
  authorization: string | undefined,
): Promise<void> {
  const claims = await requireClaims(ctx, authorization)
  if (!ADMIN_ROLES.has(claims.role)) throw authError(403, 'not_admin', 'User not allowed')
}
