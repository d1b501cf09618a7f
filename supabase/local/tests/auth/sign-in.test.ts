import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { authHelpers, email, SEEDED } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { client, newUser, authFetch } = authHelpers(stack)

describe('password sign-in', () => {
  it('signs in a seeded user whose hash came from pgcrypto and returns a GoTrue session', async () => {
    const supabase = client()
    const { data, error } = await supabase.auth.signInWithPassword(SEEDED)
    expect(error).toBeNull()
    const session = data.session
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    expect(session?.refresh_token).toMatch(/^[a-z0-9]{12}$/)
    expect(data.user).toMatchObject({
      id: 'a1111111-1111-4111-8111-111111111111',
      aud: 'authenticated',
      role: 'authenticated',
      email: SEEDED.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Seeded' },
      is_anonymous: false,
    })
    expect(data.user?.identities?.[0]?.provider).toBe('email')
    const claims = decodeJwt(session?.access_token ?? '')
    expect(claims).toMatchObject({
      iss: `${stack.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: SEEDED.email,
      aal: 'aal1',
      is_anonymous: false,
      exp: session?.expires_at,
    })
    expect(typeof claims.session_id).toBe('string')
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect((await supabase.auth.getUser()).data.user?.email).toBe(SEEDED.email)
  })

  it('refuses wrong passwords, unknown emails, unconfirmed users and missing emails', async () => {
    const wrong = await client().auth.signInWithPassword({ email: SEEDED.email, password: 'nope' })
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    })
    const unknown = await client().auth.signInWithPassword({ email: email(), password: 'x' })
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials' })
    const unconfirmed = await newUser(false)
    const notConfirmed = await client().auth.signInWithPassword(unconfirmed)
    expect(notConfirmed.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    })
    const res = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ password: 'x' }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(res.headers.get('x-sb-error-code')).toBe('validation_failed')
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    })
    const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' })
    expect(await grant.json()).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
  })
})

describe('refresh tokens', () => {
  it('rotates, tolerates reuse inside the window and refuses reuse after it', async () => {
    const user = await newUser()
    const signedIn = await client().auth.signInWithPassword(user)
    const first = signedIn.data.session?.refresh_token ?? ''
    const rotated = await client().auth.refreshSession({ refresh_token: first })
    expect(rotated.error).toBeNull()
    const second = rotated.data.session?.refresh_token ?? ''
    expect(second).toMatch(/^[a-z0-9]{12}$/)
    expect(second).not.toBe(first)
    const reused = await client().auth.refreshSession({ refresh_token: first })
    expect(reused.data.session?.refresh_token).toBe(second)
    // Move the rotation out of the 10 s reuse window instead of waiting for it.
    await stack.ctx.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [first],
    )
    const late = await client().auth.refreshSession({ refresh_token: first })
    expect(late.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
  })

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await client().auth.refreshSession({ refresh_token: 'abcdefghijkl' })
    expect(unknown.error).toMatchObject({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    const res = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'short' }),
    })
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    })
  })
})
