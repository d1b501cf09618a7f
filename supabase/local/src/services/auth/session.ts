import { randomInt } from 'node:crypto'
import type { Queryable } from '../../db/db.ts'
import type { StackContext } from '../../stack-context.ts'
import { signSessionJwt } from '../../keys/jwt.ts'
import { userById, userObject, type UserRow } from './users.ts'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** GoTrue's default refresh token: 12 lowercase alphanumerics. */
export function newRefreshToken(): string {
  let token = ''
  for (let i = 0; i < 12; i++) token += ALPHABET[randomInt(ALPHABET.length)]
  return token
}

export interface SessionRow {
  id: string
  created_at_epoch: number
}

export async function createSession(q: Queryable, userId: string): Promise<SessionRow> {
  const r = await q.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
     values (gen_random_uuid(), $1::uuid, now(), now(), 'aal1')
     returning id::text, extract(epoch from created_at)::int8 as created_at_epoch`,
    [userId],
  )
  const row = r.rows[0]
  if (!row) throw new Error('session insert returned no row')
  return row
}

export async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken()
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4::uuid)`,
    [token, userId, parent, sessionId],
  )
  return token
}

/** Records that the session passed `method` (GoTrue models.AddClaimToSession: one row a method, its time renewed). */
export async function addAmrClaim(q: Queryable, sessionId: string, method: string): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  )
}

// The methods that make a session aal2 (GoTrue models.AMRClaim.IsAAL2Claim).
const AAL2_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn']

/**
 * The session's `aal` and `amr` claims from its recorded methods, most recent first (GoTrue
 * models.Session.CalculateAALAndAMR); the session row keeps the level (UpdateAALAndAssociatedFactor).
 */
export async function assurance(
  q: Queryable,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: { method: string; timestamp: number }[] }> {
  const r = await q.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::int8 as timestamp
     from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  )
  const amr = r.rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }))
  return { aal: amr.some((e) => AAL2_METHODS.includes(e.method)) ? 'aal2' : 'aal1', amr }
}

/** GoTrue's session object (api/token.go AccessTokenResponse): an access token whose claims follow GoTrue's tokens/service.go. */
export async function sessionResponse(
  ctx: StackContext,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const userJson = userObject(user)
  const { aal, amr } = await assurance(q, session.id)
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + ctx.config.jwtExpiry
  const accessToken = await signSessionJwt(
    {
      iss: `${ctx.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: userJson.email,
      phone: userJson.phone,
      app_metadata: userJson.app_metadata,
      user_metadata: userJson.user_metadata,
      role: user.role,
      aal,
      amr,
      session_id: session.id,
      is_anonymous: userJson.is_anonymous,
    },
    ctx.keys.signingKey,
  )
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson,
  }
}

/** How the session was started: a password, or an emailed link or code (GoTrue models.OTP). */
export type AuthMethod = 'password' | 'otp'

/** A new session with its first refresh token; records the sign-in. */
export async function signIn(
  ctx: StackContext,
  tx: Queryable,
  user: UserRow,
  method: AuthMethod = 'password',
): Promise<Record<string, unknown>> {
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid',
    [user.id],
  )
  const session = await createSession(tx, user.id)
  await addAmrClaim(tx, session.id, method)
  const token = await insertRefreshToken(tx, user.id, session.id, null)
  const fresh = (await userById(tx, user.id)) ?? user
  return sessionResponse(ctx, tx, fresh, session, token)
}
