import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { expect } from 'vitest'
import { signIn, testClient, type StackFixture } from '../support/test-stack.ts'

/** The seeded author (supabase/local/tests/seed.sql). */
export const AUTHOR_ID = 'a1111111-1111-4111-8111-111111111111'

export const slug = (prefix = 'test') => `${prefix}-${randomUUID().slice(0, 8)}`

/** A JWT signed with the stack's secret, or with another one to forge it. */
export const signed = (
  stack: StackFixture,
  claims: Record<string, unknown>,
  secret = stack.jwtSecret,
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))

/** Requests on the file's stack, raw and through supabase-js. */
export function restHelpers(stack: StackFixture) {
  /**
   * A raw request with the headers supabase-js sends, to see statuses and headers: as the
   * service role unless `key` (apikey and bearer) or `token` (bearer) says otherwise.
   */
  function rest(path: string, init: RequestInit & { key?: string; token?: string } = {}) {
    const key = init.key ?? stack.serviceRoleKey
    const headers = new Headers(init.headers)
    headers.set('apikey', key)
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? key}`)
    const hasBody = init.method !== undefined && init.method !== 'GET' && init.method !== 'HEAD'
    if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json')
    return fetch(`${stack.url}/rest/v1${path}`, { ...init, headers })
  }

  async function insertPost(fields: Record<string, unknown> = {}) {
    const { data, error } = await stack.service
      .from('posts')
      .insert({ title: 'A post', slug: slug('post'), published: true, ...fields })
      .select()
      .single()
    expect(error).toBeNull()
    return data
  }

  /** supabase-js signed in as the seeded author. */
  async function signInAuthor() {
    const { client } = await signIn(testClient(stack.url, stack.anonKey), {
      email: 'seeded@example.com',
      password: 'seeded-password',
    })
    return client
  }

  return { rest, insertPost, signInAuthor }
}
