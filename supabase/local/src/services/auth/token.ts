import bcrypt from 'bcryptjs'
import type { StackContext } from '../../stack-context.ts'
import type { PasswordGrantBody, RefreshGrantBody } from './bodies.ts'
import { authError } from './errors.ts'
import { insertRefreshToken, sessionResponse, signIn, type SessionRow } from './session.ts'
import { userById, userByEmail } from './users.ts'

/** refresh_token_reuse_interval: a rotated token still works this long (concurrent tabs). */
const REUSE_INTERVAL_SECONDS = 10

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials')

export async function passwordGrant(
  ctx: StackContext,
  body: PasswordGrantBody,
): Promise<Record<string, unknown>> {
  const email = body.email?.trim() ?? ''
  const phone = body.phone?.trim() ?? ''
  const password = body.password ?? ''
  if (email === '' && phone === '')
    throw authError(400, 'validation_failed', 'missing email or phone')
  if (email === '') throw invalidCredentials()
  const user = await userByEmail(ctx.db, email)
  // bcryptjs reads $2a$ (pgcrypto's crypt/gen_salt('bf'), used by seeds) as well as $2b$.
  if (!user?.encrypted_password || !(await bcrypt.compare(password, user.encrypted_password))) {
    throw invalidCredentials()
  }
  if (user.banned) throw authError(400, 'user_banned', 'User is banned')
  if (!user.confirmed) throw authError(400, 'email_not_confirmed', 'Email not confirmed')
  return ctx.db.transaction((tx) => signIn(ctx, tx, user))
}

interface TokenRow {
  id: number
  token: string
  user_id: string
  revoked: boolean
  session_id: string
  session_created: number
  recently_revoked: boolean
}

const TOKEN_COLUMNS = `t.id, t.token, t.user_id, t.revoked, t.session_id::text,
  extract(epoch from s.created_at)::int8 as session_created,
  coalesce(t.updated_at > now() - make_interval(secs => ${REUSE_INTERVAL_SECONDS}), false) as recently_revoked`

export async function refreshGrant(
  ctx: StackContext,
  body: RefreshGrantBody,
): Promise<Record<string, unknown>> {
  const token = body.refresh_token ?? ''
  if (token.length < 12 || (token.length === 12 && !/^[a-z0-9]{12}$/.test(token))) {
    throw authError(400, 'validation_failed', 'Refresh token is not valid')
  }
  return ctx.db
    .transaction(async (tx) => {
      const found = await tx.query<TokenRow>(
        `select ${TOKEN_COLUMNS} from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
       where t.token = $1 for update of t`,
        [token],
      )
      const row = found.rows[0]
      if (!row)
        throw authError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      const user = await userById(tx, row.user_id)
      if (!user)
        throw authError(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      if (user.banned) throw authError(400, 'user_banned', 'User is banned')
      const session: SessionRow = {
        id: row.session_id,
        created_at_epoch: Number(row.session_created),
      }
      let next: string
      if (row.revoked) {
        // Reuse within the interval gets the session's current token instead of an error.
        const active = await tx.query<{ token: string }>(
          `select token from auth.refresh_tokens where session_id = $1::uuid and not revoked order by id desc limit 1`,
          [row.session_id],
        )
        const current = active.rows[0]?.token
        if (!row.recently_revoked || !current) {
          await tx.query(
            'update auth.refresh_tokens set revoked = true where session_id = $1::uuid and not revoked',
            [row.session_id],
          )
          return { alreadyUsed: true }
        }
        next = current
      } else {
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
          [row.id],
        )
        next = await insertRefreshToken(tx, row.user_id, row.session_id, row.token)
      }
      await tx.query(
        'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid',
        [row.session_id],
      )
      return sessionResponse(ctx, tx, user, session, next)
    })
    .then((result) => {
      // Thrown after commit, so revoking the token family on reuse is kept.
      if (result.alreadyUsed === true)
        throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      return result
    })
}
