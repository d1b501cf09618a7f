import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { startTestStack, TEST_SCHEMA, testClient, useTestStack } from '../support/test-stack.ts'
import { authHelpers, email } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { client, newUser, authFetch } = authHelpers(stack)

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
    const open = await startTestStack({ ...TEST_SCHEMA, configFile })
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
    const listed = await stack.service.auth.admin.listUsers({ page: 1, perPage: 1000 })
    expect(listed.data.users.map((u) => u.email)).toContain(user.email)
    const fetched = await stack.service.auth.admin.getUserById(user.id)
    expect(fetched.data.user?.email).toBe(user.email)
    const updated = await stack.service.auth.admin.updateUserById(user.id, {
      user_metadata: { role: 'editor' },
      password: 'password-2',
    })
    expect(updated.data.user?.user_metadata).toEqual({ role: 'editor' })
    expect(
      (await client().auth.signInWithPassword({ email: user.email, password: 'password-2' })).error,
    ).toBeNull()
    const duplicate = await stack.service.auth.admin.createUser({
      email: user.email,
      password: 'x',
    })
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })
    const signedIn = client()
    await signedIn.auth.signInWithPassword({ email: user.email, password: 'password-2' })
    const token = (await signedIn.auth.getSession()).data.session?.access_token ?? ''
    expect((await stack.service.auth.admin.deleteUser(user.id)).error).toBeNull()
    expect((await client().auth.getUser(token)).error).toMatchObject({
      status: 403,
      code: 'user_not_found',
    })
    expect((await stack.service.auth.admin.getUserById(user.id)).error).toMatchObject({
      status: 404,
    })
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
