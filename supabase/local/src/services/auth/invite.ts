import type { z } from 'zod'
import type { Queryable } from '../../db/db.ts'
import type { AuthSettings, StackContext } from '../../stack-context.ts'
import type { generateLinkBody, inviteBody } from './bodies.ts'
import { authError, validEmail } from './errors.ts'
import { actionLink, newOtp, sendAuthMail, tokenHash } from './mail.ts'
import { isRedirectAllowed } from './redirect.ts'
import { createUser, INSTANCE_ID, userById, userObject } from './users.ts'

const emailExists = () =>
  authError(422, 'email_exists', 'A user with this email address has already been registered')

interface Existing {
  id: string
  confirmed: boolean
}

async function existingUser(tx: Queryable, email: string): Promise<Existing | undefined> {
  const r = await tx.query<Existing>(
    `select id::text, email_confirmed_at is not null as confirmed from auth.users
     where instance_id = $2 and lower(email) = $1 and aud = 'authenticated' and not is_sso_user
     for update`,
    [email, INSTANCE_ID],
  )
  return r.rows[0]
}

/**
 * The invited user: created without a password when new, refused when already confirmed, and
 * given a fresh confirmation token (GoTrue Invite / adminGenerateLink type "invite").
 */
async function inviteUser(
  tx: Queryable,
  settings: AuthSettings,
  email: string,
  data: Record<string, unknown>,
): Promise<{ id: string; hash: string; otp: string }> {
  const found = await existingUser(tx, email)
  if (found?.confirmed) throw emailExists()
  const id =
    found?.id ??
    (await createUser(tx, {
      email,
      passwordHash: null,
      confirmed: false,
      userMetadata: data,
      appMetadata: {},
    }))
  const otp = newOtp(settings)
  const hash = tokenHash(email, otp)
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(),
       updated_at = now()
     where id = $1::uuid`,
    [id, hash],
  )
  return { id, hash, otp }
}

async function userJson(tx: Queryable, id: string): Promise<Record<string, unknown>> {
  const user = await userById(tx, id)
  if (!user) throw new Error('invited user not found')
  return userObject(user)
}

/** POST /invite (service role): creates the user and sends the invitation email. */
export async function invite(
  ctx: StackContext,
  settings: AuthSettings,
  body: z.infer<typeof inviteBody>,
  redirectTo: string,
): Promise<Record<string, unknown>> {
  const email = validEmail(body.email?.trim() ?? '')
  const { user, hash } = await ctx.db.transaction(async (tx) => {
    const invited = await inviteUser(tx, settings, email, body.data ?? {})
    return { user: await userJson(tx, invited.id), hash: invited.hash }
  })
  sendAuthMail(ctx, settings, email, 'invite', actionLink(ctx, hash, 'invite', redirectTo))
  return user
}

/**
 * POST /admin/generate_link (service role): the link and code an email would carry, for a
 * custom mailer; nothing is sent (GoTrue adminGenerateLink). Types recovery, magiclink and
 * invite; the local stack does not implement signup and email_change links.
 */
export async function generateLink(
  ctx: StackContext,
  settings: AuthSettings,
  body: z.infer<typeof generateLinkBody>,
  requestReferrer: string,
): Promise<Record<string, unknown>> {
  const email = validEmail(body.email?.trim() ?? '')
  const type = body.type ?? ''
  const redirectTo = isRedirectAllowed(settings, body.redirect_to ?? '')
    ? (body.redirect_to ?? requestReferrer)
    : requestReferrer
  return ctx.db.transaction(async (tx) => {
    let id: string
    let otp: string
    let hash: string
    if (type === 'invite') {
      ;({ id, otp, hash } = await inviteUser(tx, settings, email, body.data ?? {}))
    } else if (type === 'recovery' || type === 'magiclink') {
      const found = await existingUser(tx, email)
      if (!found) throw authError(404, 'user_not_found', 'User with this email not found')
      id = found.id
      otp = newOtp(settings)
      hash = tokenHash(email, otp)
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1::uuid',
        [id, hash],
      )
    } else {
      throw authError(400, 'validation_failed', `Invalid email action link type requested: ${type}`)
    }
    return {
      ...(await userJson(tx, id)),
      action_link: actionLink(ctx, hash, type, redirectTo),
      email_otp: otp,
      hashed_token: hash,
      verification_type: type,
      redirect_to: redirectTo,
    }
  })
}
