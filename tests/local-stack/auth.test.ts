import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NO_FUNCTIONS,
  startTestStack,
  TEST_MIGRATIONS,
  TEST_SEED,
  testClient,
  type TestStack,
} from '../support/local-stack.ts'

let stack: TestStack
let admin: SupabaseClient
const SEEDED = { email: 'seeded@example.com', password: 'seeded-password' }

beforeAll(async () => {
  stack = await startTestStack({
    migrationsDir: TEST_MIGRATIONS,
    seedFile: TEST_SEED,
    functionsDir: NO_FUNCTIONS,
  })
  admin = testClient(stack.url, stack.serviceRoleKey)
})
afterAll(() => stack?.stop())

const client = () => testClient(stack.url, stack.anonKey)
const email = () => `user-${randomUUID().slice(0, 8)}@example.com`

async function newUser(confirm = true) {
  const address = email()
  const { data, error } = await admin.auth.admin.createUser({
    email: address,
    password: 'password-1',
    email_confirm: confirm,
  })
  expect(error).toBeNull()
  return { id: data.user?.id ?? '', email: address, password: 'password-1' }
}

function authFetch(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', stack.anonKey)
  headers.set('x-supabase-api-version', '2024-01-01')
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${stack.anonKey}`)
  headers.set('content-type', 'application/json;charset=UTF-8')
  return fetch(`${stack.url}/auth/v1${path}`, { ...init, headers })
}

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

describe('user and logout', () => {
  it('requires a valid user token on /user', async () => {
    const none = await fetch(`${stack.url}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' },
    })
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    })
    const anonKey = await client().auth.getUser(stack.anonKey)
    expect(anonKey.error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    })
    const expired = await new SignJWT({
      sub: randomUUID(),
      role: 'authenticated',
      exp: Math.floor(Date.now() / 1000) - 5,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(stack.jwtSecret))
    expect((await client().auth.getUser(expired)).error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    })
  })

  it('ends sessions on logout: global, local and others', async () => {
    const user = await newUser()
    const [a, b, c] = [client(), client(), client()]
    for (const s of [a, b, c]) expect((await s.auth.signInWithPassword(user)).error).toBeNull()
    const tokenOf = async (s: SupabaseClient) =>
      (await s.auth.getSession()).data.session?.access_token ?? ''
    const [ta, tb, tc] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)]
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await client().auth.getUser(ta)).error).toBeNull()
    expect((await client().auth.getUser(tb)).error).toMatchObject({
      name: 'AuthSessionMissingError',
    })
    const d = client()
    await d.auth.signInWithPassword(user)
    const td = await tokenOf(d)
    expect((await d.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await client().auth.getUser(td)).error?.name).toBe('AuthSessionMissingError')
    expect((await client().auth.getUser(ta)).error).toBeNull()
    expect((await a.auth.signOut()).error).toBeNull()
    expect((await client().auth.getUser(ta)).error?.name).toBe('AuthSessionMissingError')
    expect((await client().auth.getUser(tc)).error?.name).toBe('AuthSessionMissingError')
    const bad = await authFetch('/logout?scope=everywhere', {
      method: 'POST',
      headers: { authorization: `Bearer ${ta}` },
    })
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everywhere"',
    })
  })
})

describe('signup', () => {
  it('is refused when config.toml disables it', async () => {
    const { data, error } = await client().auth.signUp({ email: email(), password: 'password-1' })
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    })
    expect(data.session).toBeNull()
  })

  it('returns a session at once when enabled (confirmations off)', async () => {
    const configFile = path.join(stack.dataDir, 'signup.toml')
    await writeFile(configFile, '[auth]\nenable_signup = true\n')
    const open = await startTestStack({
      migrationsDir: TEST_MIGRATIONS,
      seedFile: TEST_SEED,
      functionsDir: NO_FUNCTIONS,
      configFile,
    })
    try {
      const supabase = testClient(open.url, open.anonKey)
      const address = email()
      const { data, error } = await supabase.auth.signUp({
        email: address,
        password: 'password-1',
        options: { data: { plan: 'pro' } },
      })
      expect(error).toBeNull()
      expect(data.session?.access_token).toBeTruthy()
      expect(data.user).toMatchObject({ email: address, user_metadata: { plan: 'pro' } })
      const again = await supabase.auth.signUp({ email: address, password: 'password-1' })
      expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' })
      const weak = await supabase.auth.signUp({ email: email(), password: '123' })
      expect(weak.error).toMatchObject({
        status: 422,
        code: 'weak_password',
        name: 'AuthWeakPasswordError',
      })
    } finally {
      await open.stop()
    }
  })
})

describe('admin', () => {
  it('creates, lists, updates and deletes users with the service-role key only', async () => {
    const user = await newUser()
    expect((await client().auth.signInWithPassword(user)).error).toBeNull()
    const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 })
    expect(listed.data.users.map((u) => u.email)).toContain(user.email)
    const fetched = await admin.auth.admin.getUserById(user.id)
    expect(fetched.data.user?.email).toBe(user.email)
    const updated = await admin.auth.admin.updateUserById(user.id, {
      user_metadata: { role: 'editor' },
      password: 'password-2',
    })
    expect(updated.data.user?.user_metadata).toEqual({ role: 'editor' })
    expect(
      (await client().auth.signInWithPassword({ email: user.email, password: 'password-2' })).error,
    ).toBeNull()
    const duplicate = await admin.auth.admin.createUser({ email: user.email, password: 'x' })
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })
    const signedIn = client()
    await signedIn.auth.signInWithPassword({ email: user.email, password: 'password-2' })
    const token = (await signedIn.auth.getSession()).data.session?.access_token ?? ''
    expect((await admin.auth.admin.deleteUser(user.id)).error).toBeNull()
    expect((await client().auth.getUser(token)).error).toMatchObject({
      status: 403,
      code: 'user_not_found',
    })
    expect((await admin.auth.admin.getUserById(user.id)).error).toMatchObject({ status: 404 })
    const refused = await client().auth.admin.listUsers()
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'not_admin',
      message: 'User not allowed',
    })
  })
})

describe('misc endpoints', () => {
  it('serves health and settings', async () => {
    expect(await (await authFetch('/health')).json()).toMatchObject({ name: 'GoTrue' })
    expect(await (await authFetch('/settings')).json()).toMatchObject({
      disable_signup: true,
      external: { email: true },
    })
  })
})
