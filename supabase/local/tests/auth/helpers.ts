import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { testClient, type StackFixture } from '../support/test-stack.ts'

/** The seeded user (supabase/local/tests/seed.sql), whose hash came from pgcrypto. */
export const SEEDED = { email: 'seeded@example.com', password: 'seeded-password' }

export const email = () => `user-${randomUUID().slice(0, 8)}@example.com`

/** Users and requests on the file's stack. */
export function authHelpers(stack: StackFixture) {
  const client = () => testClient(stack.url, stack.anonKey)

  async function newUser(confirm = true) {
    const address = email()
    const { data, error } = await stack.service.auth.admin.createUser({
      email: address,
      password: 'password-1',
      email_confirm: confirm,
    })
    expect(error).toBeNull()
    return { id: data.user?.id ?? '', email: address, password: 'password-1' }
  }

  /** A raw GoTrue request with the headers supabase-js sends. */
  function authFetch(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('apikey', stack.anonKey)
    headers.set('x-supabase-api-version', '2024-01-01')
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${stack.anonKey}`)
    headers.set('content-type', 'application/json;charset=UTF-8')
    return fetch(`${stack.url}/auth/v1${path}`, { ...init, headers })
  }

  return { client, newUser, authFetch }
}
