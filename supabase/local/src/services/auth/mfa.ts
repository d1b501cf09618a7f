import { isIP } from 'node:net'
import { Hono, type Context } from 'hono'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import { z } from 'zod'
import type { Queryable } from '../../db/db.ts'
import type { AuthSettings, StackContext } from '../../stack-context.ts'
import { gatewayAuthorization, requireAdmin, requireUser } from './bearer.ts'
import { authError } from './errors.ts'
import { readJson } from './json.ts'
import { clientAddress, limitByAddress, TokenBuckets } from './rate-limit.ts'
import { addAmrClaim, assurance, insertRefreshToken, sessionResponse } from './session.ts'
import { FACTOR_JSON, userById, userObject, type UserRow } from './users.ts'

// TOTP multi-factor authentication as Supabase Auth has it (supabase/auth internal/api/mfa.go,
// routes in internal/api/api.go, limits and defaults in internal/conf/configuration.go).

/** MFA.MaxEnrolledFactors and MaxVerifiedFactors: 10 each. */
const MAX_FACTORS = 10
/** MFA.ChallengeExpiryDuration: a challenge answers for 300 seconds. */
const CHALLENGE_EXPIRY_SECONDS = 300
/** MFA.FactorExpiryDuration: an unverified factor nobody challenged is dropped after 300 seconds. */
const FACTOR_EXPIRY_SECONDS = 300
/**
 * MFA.RateLimitChallengeAndVerify: 15 a minute for each client address, bursts of 30, on
 * /challenge and on /verify separately (apilimiter.go FactorChallenge, FactorVerify).
 */
const CHALLENGE_AND_VERIFY_PER_FIVE_MINUTES = 15 * 5

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const text = z.string().nullish()
const enrollBody = z.looseObject({
  factor_type: text,
  friendly_name: text,
  issuer: text,
  phone: text,
})
const challengeBody = z.looseObject({ channel: text })
const verifyBody = z.looseObject({ challenge_id: text, code: text })

interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  secret: string | null
  json: string
}

const FACTOR_COLUMNS = `f.id::text, f.user_id::text, f.friendly_name, f.factor_type::text,
  f.status::text, f.secret, (${FACTOR_JSON})::text as json`

/** The signed-in user's factor `id`, or 404 mfa_factor_not_found (GoTrue loadFactor). */
async function ownedFactor(q: Queryable, userId: string, id: string): Promise<FactorRow> {
  // A factor id that is no UUID: GoTrue's 404 validation_failed.
  if (!UUID.test(id)) throw authError(404, 'validation_failed', 'factor_id must be an UUID')
  const r = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f where f.id = $1::uuid and f.user_id = $2::uuid`,
    [id, userId],
  )
  const factor = r.rows[0]
  if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found')
  return factor
}

/** The level the session holds now (auth.sessions.aal). */
async function sessionAal(q: Queryable, sessionId: string | undefined): Promise<string> {
  if (sessionId === undefined) return 'aal1'
  const r = await q.query<{ aal: string | null }>(
    'select aal::text from auth.sessions where id = $1::uuid',
    [sessionId],
  )
  return r.rows[0]?.aal ?? 'aal1'
}

/** The caller's address as Postgres stores it (mfa_challenges.ip_address is inet). */
function challengeAddress(c: Context): string {
  const address = clientAddress(c)
  return isIP(address) === 0 ? '127.0.0.1' : address
}

/** GoTrue's validateFactors: the rules every enrolment passes first. */
async function validateFactors(
  q: Queryable,
  userId: string,
  friendlyName: string,
  aal: string,
): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors f where f.user_id = $1::uuid and f.status <> 'verified'
       and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
       and f.created_at + make_interval(secs => ${FACTOR_EXPIRY_SECONDS}) < now()`,
    [userId],
  )
  const r = await q.query<{ friendly_name: string | null; status: string }>(
    `select friendly_name, status::text from auth.mfa_factors where user_id = $1::uuid`,
    [userId],
  )
  // GoTrue compares names as they are, so a second factor without a name conflicts with the first.
  const conflict = r.rows.find((f) => (f.friendly_name ?? '') === friendlyName)
  if (conflict) {
    throw authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    )
  }
  const verified = r.rows.filter((f) => f.status === 'verified').length
  if (r.rows.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
    throw authError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && aal !== 'aal2') {
    throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

/** POST /factors with factor_type totp: a new unverified factor, its secret, URI and QR code. */
async function enrollTotp(
  ctx: StackContext,
  settings: AuthSettings,
  user: UserRow,
  aal: string,
  body: z.infer<typeof enrollBody>,
): Promise<Record<string, unknown>> {
  const friendlyName = body.friendly_name ?? ''
  // Without an issuer, the Site URL's host names the account in the authenticator app.
  const issuer = body.issuer || new URL(settings.siteUrl).host
  const { email } = userObject(user)
  // pquerna/otp's totp.Generate defaults: a 20-byte secret, SHA1, 6 digits, 30 seconds.
  const totp = new OTPAuth.TOTP({
    issuer,
    label: typeof email === 'string' ? email : '',
    secret: new OTPAuth.Secret({ size: 20 }),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })
  const uri = totp.toString()
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
  return ctx.db.transaction(async (tx) => {
    await validateFactors(tx, user.id, friendlyName, aal)
    const r = await tx.query<{ id: string }>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1::uuid, $2, 'totp', 'unverified', now(), now(), $3)
       returning id::text`,
      [user.id, friendlyName, totp.secret.base32],
    )
    const id = r.rows[0]?.id
    if (!id) throw new Error('factor insert returned no id')
    // The SVG as markup; supabase-js turns it into a data: URI (auth-js _enroll).
    const response: Record<string, unknown> = { id, type: 'totp' }
    response.friendly_name = friendlyName
    response.totp = { qr_code: qrCode, secret: totp.secret.base32, uri }
    return response
  })
}

/** POST /factors/{id}/verify for a TOTP factor (GoTrue verifyTOTPFactor). */
async function verifyTotp(
  ctx: StackContext,
  c: Context,
  user: UserRow,
  sessionId: string,
  factor: FactorRow,
  body: z.infer<typeof verifyBody>,
): Promise<Record<string, unknown>> {
  const code = body.code ?? ''
  if (code === '') throw authError(400, 'validation_failed', 'Code needs to be non-empty')
  const challengeId = body.challenge_id ?? ''
  return ctx.db
    .transaction(async (tx): Promise<Record<string, unknown>> => {
      const found = await tx.query<{ verified: boolean; ip: string; expired: boolean }>(
        `select verified_at is not null as verified, host(ip_address) as ip,
         created_at + make_interval(secs => ${CHALLENGE_EXPIRY_SECONDS}) < now() as expired
       from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
        [UUID.test(challengeId) ? challengeId : '00000000-0000-0000-0000-000000000000', factor.id],
      )
      const challenge = found.rows[0]
      if (!challenge) {
        throw authError(
          422,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        )
      }
      // A challenge answers once: a verified one is refused as GoTrue's validateChallenge does,
      // with the same error as a challenge made from another address.
      if (challenge.verified || challenge.ip !== challengeAddress(c)) {
        throw authError(
          422,
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        )
      }
      if (challenge.expired) {
        await tx.query('delete from auth.mfa_challenges where id = $1::uuid', [challengeId])
        return { expired: true }
      }
      // totp.ValidateCustom with Period 30, Skew 1, 6 digits, SHA1: the step before and after count.
      const totp = new OTPAuth.TOTP({
        secret: OTPAuth.Secret.fromBase32(factor.secret ?? ''),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      })
      if (totp.validate({ token: code, window: 1 }) === null) return { invalid: true }
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1::uuid', [
        challengeId,
      ])
      if (factor.status !== 'verified') {
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`,
          [factor.id],
        )
      }
      // updateMFASessionAndClaims: the totp claim, a swapped refresh token, the session's new level.
      await addAmrClaim(tx, sessionId, 'totp')
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
       where session_id = $1::uuid and not revoked`,
        [sessionId],
      )
      const refreshToken = await insertRefreshToken(tx, user.id, sessionId, null)
      const { aal } = await assurance(tx, sessionId)
      const session = await tx.query<{ id: string; created_at_epoch: number }>(
        `update auth.sessions set aal = $2, factor_id = $3::uuid, updated_at = now() where id = $1::uuid
       returning id::text, extract(epoch from created_at)::int8 as created_at_epoch`,
        [sessionId, aal, factor.id],
      )
      const row = session.rows[0]
      if (!row) throw authError(403, 'session_not_found', 'Session not found')
      // InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors.
      await tx.query(`delete from auth.sessions where user_id = $1::uuid and aal < 'aal2'`, [
        user.id,
      ])
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'`,
        [user.id],
      )
      const fresh = (await userById(tx, user.id)) ?? user
      return sessionResponse(ctx, tx, fresh, row, refreshToken)
    })
    .then((result) => {
      // Thrown after commit: an expired challenge stays deleted (GoTrue destroys it, then answers).
      if (result.expired === true) {
        throw authError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        )
      }
      if (result.invalid === true) {
        throw authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
      }
      return result
    })
}

/** Removes a factor and takes its sessions back to aal1 (GoTrue Factor.DowngradeSessionsToAAL1). */
async function removeFactor(q: Queryable, factor: FactorRow): Promise<void> {
  await q.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id])
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factor.id],
  )
  await q.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
     where user_id = $1::uuid and factor_id = $2::uuid`,
    [factor.user_id, factor.id],
  )
}

/** /factors (signed-in user) and /admin/users/{id}/factors (service role). */
export function mfaRoutes(ctx: StackContext, settings: AuthSettings): Hono {
  const limits = {
    challenge: new TokenBuckets(CHALLENGE_AND_VERIFY_PER_FIVE_MINUTES),
    verify: new TokenBuckets(CHALLENGE_AND_VERIFY_PER_FIVE_MINUTES),
  }
  const app = new Hono()
  const signedIn = async (c: Context) => {
    const found = await requireUser(ctx, gatewayAuthorization(c, ctx.keys))
    // requireNotAnonymous
    if (userObject(found.user).is_anonymous === true) {
      throw authError(
        403,
        'no_authorization',
        'Anonymous user not allowed to perform these actions',
      )
    }
    if (found.sessionId === undefined) {
      throw authError(
        500,
        'unexpected_failure',
        'A valid session and a registered user are required to enroll a factor',
      )
    }
    return { user: found.user, sessionId: found.sessionId }
  }

  app.post('/factors', async (c) => {
    const { user, sessionId } = await signedIn(c)
    const body = await readJson(c, enrollBody)
    switch (body.factor_type) {
      case 'totp':
        return c.json(
          await enrollTotp(ctx, settings, user, await sessionAal(ctx.db, sessionId), body),
        )
      // Phone and WebAuthn enrolment are off, as on a project that has not turned them on.
      case 'phone':
        throw authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
      case 'webauthn':
        throw authError(
          422,
          'mfa_webauthn_enroll_not_enabled',
          'MFA enroll is disabled for WebAuthn',
        )
      default:
        throw authError(
          400,
          'validation_failed',
          'factor_type needs to be totp, phone, or webauthn',
        )
    }
  })

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await signedIn(c)
    const factor = await ownedFactor(ctx.db, user.id, c.req.param('id'))
    limitByAddress(limits.challenge, c)
    await readJson(c, challengeBody)
    const r = await ctx.db.transaction(async (tx) => {
      await tx.query(
        'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1::uuid',
        [factor.id],
      )
      return tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values (gen_random_uuid(), $1::uuid, now(), $2::inet)
         returning id::text, (extract(epoch from created_at) + ${CHALLENGE_EXPIRY_SECONDS})::int8 as expires_at`,
        [factor.id, challengeAddress(c)],
      )
    })
    const row = r.rows[0]
    if (!row) throw new Error('challenge insert returned no row')
    return c.json({ id: row.id, type: factor.factor_type, expires_at: Number(row.expires_at) })
  })

  app.post('/factors/:id/verify', async (c) => {
    const { user, sessionId } = await signedIn(c)
    const factor = await ownedFactor(ctx.db, user.id, c.req.param('id'))
    limitByAddress(limits.verify, c)
    const body = await readJson(c, verifyBody)
    return c.json(await verifyTotp(ctx, c, user, sessionId, factor, body))
  })

  app.delete('/factors/:id', async (c) => {
    const { user, sessionId } = await signedIn(c)
    const factor = await ownedFactor(ctx.db, user.id, c.req.param('id'))
    if (factor.status === 'verified' && (await sessionAal(ctx.db, sessionId)) !== 'aal2') {
      throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await ctx.db.transaction((tx) => removeFactor(tx, factor))
    return c.json({ id: factor.id })
  })

  // The admin API (adminUserGetFactors, adminUserDeleteFactor): an owner's recovery path.
  const adminUser = async (c: Context): Promise<string> => {
    await requireAdmin(ctx, gatewayAuthorization(c, ctx.keys))
    const id = c.req.param('user') ?? ''
    if (!UUID.test(id) || !(await userById(ctx.db, id))) {
      throw authError(404, 'user_not_found', 'User not found')
    }
    return id
  }
  app.get('/admin/users/:user/factors', async (c) => {
    const userId = await adminUser(c)
    const r = await ctx.db.query<{ factors: string }>(
      `select coalesce(json_agg(${FACTOR_JSON} order by f.created_at), '[]')::text as factors
       from auth.mfa_factors f where f.user_id = $1::uuid`,
      [userId],
    )
    return new Response(r.rows[0]?.factors ?? '[]', {
      headers: { 'Content-Type': 'application/json' },
    })
  })
  app.delete('/admin/users/:user/factors/:id', async (c) => {
    const userId = await adminUser(c)
    const factor = await ownedFactor(ctx.db, userId, c.req.param('id'))
    await ctx.db.transaction((tx) => removeFactor(tx, factor))
    return new Response(factor.json, { headers: { 'Content-Type': 'application/json' } })
  })
  return app
}
