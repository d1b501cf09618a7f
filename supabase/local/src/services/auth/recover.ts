import type { Context } from 'hono'
import type { AuthSettings, StackContext } from '../../stack-context.ts'
import type { z } from 'zod'
import type { recoverBody } from './bodies.ts'
import { authError, validEmail } from './errors.ts'
import { actionLink, newOtp, sendAuthMail, tokenHash } from './mail.ts'
import { referrer } from './redirect.ts'
import { INSTANCE_ID } from './users.ts'

/**
 * 429 while the last email of this kind to the user is younger than `[auth.email] max_frequency`
 * (GoTrue validateSentWithinFrequencyLimit; the seconds left are truncated, as Go's division is).
 */
export function checkEmailFrequency(settings: AuthSettings, secondsSinceSent: number | null) {
  if (secondsSinceSent === null) return
  const left = settings.emailMaxFrequencySeconds - secondsSinceSent
  if (left > 0) {
    throw authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(left)} seconds.`,
    )
  }
}

/**
 * POST /recover (GoTrue internal/api/recover.go): `{}` whether or not the address belongs to a
 * user, so the answer does not tell who has an account; a user gets the recovery email.
 */
export async function recover(
  ctx: StackContext,
  settings: AuthSettings,
  c: Context,
  body: z.infer<typeof recoverBody>,
): Promise<Record<string, never>> {
  const given = body.email?.trim() ?? ''
  if (given === '') {
    throw authError(400, 'validation_failed', 'Password recovery requires an email')
  }
  const email = validEmail(given)
  if ((body.code_challenge ?? '') !== '') {
    // The SPA uses the implicit flow (supabase-js's default); PKCE's flow_state is not kept here.
    throw authError(400, 'validation_failed', 'The local stack does not implement the PKCE flow')
  }
  const found = await ctx.db.query<{ id: string; since_sent: number | null }>(
    `select id::text, extract(epoch from now() - recovery_sent_at)::float8 as since_sent
     from auth.users
     where instance_id = $2 and lower(email) = $1 and aud = 'authenticated' and not is_sso_user`,
    [email, INSTANCE_ID],
  )
  const user = found.rows[0]
  if (!user) return {}
  checkEmailFrequency(settings, user.since_sent === null ? null : Number(user.since_sent))
  const hash = tokenHash(email, newOtp(settings))
  await ctx.db.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1::uuid`,
    [user.id, hash],
  )
  sendAuthMail(
    ctx,
    settings,
    email,
    'recovery',
    actionLink(ctx, hash, 'recovery', referrer(c, settings)),
  )
  return {}
}
