import { decodeJwt } from 'jose'
import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { authHelpers } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { client, newUser, authFetch } = authHelpers(stack)

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

async function signedIn() {
  const user = await newUser()
  const supabase = client()
  const { error } = await supabase.auth.signInWithPassword(user)
  expect(error).toBeNull()
  return { user, supabase }
}

/** A user with a verified TOTP factor, signed in again with the password alone (aal1). */
async function enrolled() {
  const { user, supabase } = await signedIn()
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer: 'Test' })
  expect(error).toBeNull()
  const secret = data?.totp.secret ?? ''
  const verified = await supabase.auth.mfa.challengeAndVerify({
    factorId: data?.id ?? '',
    code: codeFor(secret),
  })
  expect(verified.error).toBeNull()
  const again = client()
  expect((await again.auth.signInWithPassword(user)).error).toBeNull()
  return { user, supabase: again, factorId: data?.id ?? '', secret }
}

describe('TOTP multi-factor authentication', () => {
  it('enrols a factor with a QR code and key, and verifying it makes the session aal2', async () => {
    const { user, supabase } = await signedIn()
    const { data, error } = await supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
      issuer: 'LeadSight',
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' })
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /)
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data?.totp.uri).toBe(
      `otpauth://totp/LeadSight:${encodeURIComponent(user.email)}?issuer=LeadSight&secret=${data?.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    const unverified = await supabase.auth.mfa.listFactors()
    expect(unverified.data?.all.map((f) => f.status)).toEqual(['unverified'])
    expect(unverified.data?.totp).toEqual([])

    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

    const factorId = data?.id ?? ''
    const challenge = await supabase.auth.mfa.challenge({ factorId })
    expect(challenge.error).toBeNull()
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) })
    const verify = await supabase.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(data?.totp.secret ?? ''),
    })
    expect(verify.error).toBeNull()
    const claims = decodeJwt(verify.data?.access_token ?? '')
    expect(claims.aal).toBe('aal2')
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ])
    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const factors = await supabase.auth.mfa.listFactors()
    expect(factors.data?.totp).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified', factor_type: 'totp' }),
    ])
    // A refresh keeps the level the session earned.
    const refreshed = await supabase.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2')
  })

  it('asks a password sign-in for the second step, and accepts the code of the adjacent period', async () => {
    const { supabase, factorId, secret } = await enrolled()
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret, -1),
    })
    expect(error).toBeNull()
    const { data } = await supabase.auth.getSession()
    expect(decodeJwt(data.session?.access_token ?? '').aal).toBe('aal2')
  })

  it('refuses a wrong code, a replayed challenge and an expired-looking factor id, changing nothing', async () => {
    const { supabase, factorId, secret } = await enrolled()
    const challenge = await supabase.auth.mfa.challenge({ factorId })
    const challengeId = challenge.data?.id ?? ''
    const wrong = await supabase.auth.mfa.verify({
      factorId,
      challengeId,
      code: codeFor(secret, 5),
    })
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    })
    // A wrong code leaves the challenge open: the right one still passes.
    const right = await supabase.auth.mfa.verify({ factorId, challengeId, code: codeFor(secret) })
    expect(right.error).toBeNull()
    const replay = await supabase.auth.mfa.verify({ factorId, challengeId, code: codeFor(secret) })
    expect(replay.error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
      message: 'Challenge and verify IP addresses mismatch.',
    })
    const unknown = await supabase.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    })
    const empty = await supabase.auth.mfa.verify({ factorId, challengeId, code: '' })
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('needs aal2 to remove a verified factor or add another, and unenrolling drops to aal1', async () => {
    const { supabase, factorId, secret } = await enrolled()
    const remove = await supabase.auth.mfa.unenroll({ factorId })
    expect(remove.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
    const another = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' })
    expect(another.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    })
    expect(
      (await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error,
    ).toBeNull()
    const removed = await supabase.auth.mfa.unenroll({ factorId })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factorId })
    await supabase.auth.refreshSession()
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  })

  it('refuses a second factor without a name, as hosted Auth compares names as given', async () => {
    const { supabase } = await signedIn()
    expect((await supabase.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull()
    const second = await supabase.auth.mfa.enroll({ factorType: 'totp' })
    expect(second.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "" for this user already exists',
    })
  })

  it('lets the service role list and delete a user’s factors (recovery)', async () => {
    const { user, supabase, factorId } = await enrolled()
    const admin = stack.service.auth.admin.mfa
    const listed = await admin.listFactors({ userId: user.id })
    expect(listed.error).toBeNull()
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ])
    const deleted = await admin.deleteFactor({ userId: user.id, id: factorId })
    expect(deleted.error).toBeNull()
    expect((await admin.listFactors({ userId: user.id })).data?.factors).toEqual([])
    await supabase.auth.refreshSession()
    const level = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ nextLevel: 'aal1' })
    const again = await admin.deleteFactor({ userId: user.id, id: factorId })
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
    // The user's own key cannot reach the admin API.
    const session = (await supabase.auth.getSession()).data.session
    const res = await authFetch(`/admin/users/${user.id}/factors`, {
      headers: { authorization: `Bearer ${session?.access_token ?? ''}` },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'not_admin' })
  })

  it('signs in again after signing out of an aal2 session', async () => {
    const { user, supabase, factorId, secret } = await enrolled()
    expect(
      (await supabase.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error,
    ).toBeNull()
    expect((await supabase.auth.signOut()).error).toBeNull()
    const again = client()
    expect((await again.auth.signInWithPassword(user)).error).toBeNull()
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
  })

  it('limits verification attempts per address like the other auth limits', async () => {
    const { supabase, factorId } = await enrolled()
    const challenge = await supabase.auth.mfa.challenge({ factorId })
    const challengeId = challenge.data?.id ?? ''
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 31; i++) {
      const r = await supabase.auth.mfa.verify({ factorId, challengeId, code: '000000' })
      codes.push(r.error?.code)
    }
    // Earlier tests in this file spent some of the 30-request burst.
    expect(codes).toContain('mfa_verification_failed')
    expect(codes.at(-1)).toBe('over_request_rate_limit')
  })
})
