import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
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
let anon: SupabaseClient
let service: SupabaseClient

beforeAll(async () => {
  stack = await startTestStack({
    migrationsDir: TEST_MIGRATIONS,
    seedFile: TEST_SEED,
    functionsDir: NO_FUNCTIONS,
  })
  anon = testClient(stack.url, stack.anonKey)
  service = testClient(stack.url, stack.serviceRoleKey)
})
afterAll(() => stack?.stop())

const slug = () => `err-${randomUUID().slice(0, 8)}`

function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('apikey', stack.anonKey)
  if (!headers.has('authorization'))
    headers.set('authorization', `Bearer ${init.token ?? stack.serviceRoleKey}`)
  if (
    init.method &&
    init.method !== 'GET' &&
    init.method !== 'HEAD' &&
    !headers.has('content-type')
  ) {
    headers.set('content-type', 'application/json')
  }
  return fetch(`${stack.url}/rest/v1${path}`, { ...init, headers })
}

const signed = (claims: Record<string, unknown>, secret = stack.jwtSecret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret))

describe('database errors', () => {
  it('maps constraint violations to 409 and 400 with Postgres details', async () => {
    const s = slug()
    await service.from('posts').insert({ title: 't', slug: s })
    expect(await service.from('posts').insert({ title: 't', slug: s })).toMatchObject({
      status: 409,
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "posts_slug_key"',
        details: `Key (slug)=(${s}) already exists.`,
        hint: null,
      },
    })
    const fk = await service
      .from('posts')
      .insert({ title: 't', slug: slug(), author_id: randomUUID() })
    expect(fk).toMatchObject({ status: 409, error: { code: '23503' } })
    expect(await service.from('posts').insert({ slug: slug() })).toMatchObject({
      status: 400,
      error: { code: '23502' },
    })
    const tooLong = await service.from('posts').insert({ title: 'x'.repeat(201), slug: slug() })
    expect(tooLong).toMatchObject({ status: 400, error: { code: '23514' } })
    expect(await service.from('posts').select('id').eq('id', 'not-a-uuid')).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
    })
  })

  it('answers privilege errors with 401 for anon (with WWW-Authenticate) and 403 otherwise', async () => {
    const res = await rest('/secrets', { token: stack.anonKey })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await res.json()).toEqual({
      code: '42501',
      message: 'permission denied for table secrets',
      details: null,
      hint: null,
    })
    const user = await signed({
      role: 'authenticated',
      sub: randomUUID(),
      exp: Math.floor(Date.now() / 1000) + 60,
    })
    const forbidden = await rest('/secrets', { token: user })
    expect(forbidden.status).toBe(403)
  })

  it('passes raise exception through with its detail and hint', async () => {
    expect(await service.rpc('fail_loudly')).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'it failed', details: 'some detail', hint: 'some hint' },
    })
  })
})

describe('request errors', () => {
  it('reports unknown tables, columns and functions', async () => {
    expect(await anon.from('no_such').select('*')).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such' in the schema cache",
        details: null,
        hint: null,
      },
    })
    const close = await anon.from('post').select('*')
    expect(close.error?.hint).toBe("Perhaps you meant the table 'public.posts'")
    expect(await anon.from('posts').select('nope')).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column posts.nope does not exist' },
    })
    expect(await service.from('posts').insert({ title: 't', slug: slug(), nope: 1 })).toMatchObject(
      {
        status: 400,
        error: {
          code: 'PGRST204',
          message: "Could not find the 'nope' column of 'posts' in the schema cache",
          details: null,
          hint: null,
        },
      },
    )
    expect(await anon.rpc('no_such_fn', { a: 1 })).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    })
  })

  it('reports malformed filters, orders and logic trees as PGRST100', async () => {
    expect(await anon.from('posts').select('*').filter('views', 'noop', '0')).toMatchObject({
      status: 400,
      error: {
        code: 'PGRST100',
        message: '"failed to parse filter (noop.0)" (line 1, column 1)',
        details: 'unexpected "o" expecting "not" or operator (eq, gt, ...)',
        hint: null,
      },
    })
    expect((await rest('/posts?order=views.sideways')).status).toBe(400)
    expect((await rest('/posts?or=(views.eq.1')).status).toBe(400)
    expect((await rest('/posts?views=is.maybe')).status).toBe(400)
    expect((await rest('/posts?limit=ten')).status).toBe(400)
  })

  it('rejects bad bodies, content types, schemas, methods and paths', async () => {
    const badJson = await rest('/posts', { method: 'POST', body: '{"title":' })
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toEqual({
      code: 'PGRST102',
      message: 'Empty or invalid json',
      details: null,
      hint: null,
    })
    expect((await rest('/posts', { method: 'POST', body: '' })).status).toBe(400)
    const text = await rest('/posts', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
    expect((await text.json()).code).toBe('PGRST107')
    expect(
      await testClient(stack.url, stack.anonKey).schema('private').from('posts').select('*'),
    ).toMatchObject({
      status: 406,
      error: {
        code: 'PGRST106',
        message: 'Invalid schema: private',
        hint: 'Only the following schemas are exposed: public, graphql_public',
      },
    })
    expect(await (await rest('/posts', { method: 'PUT', body: '{}' })).json()).toMatchObject({
      code: 'PGRST117',
    })
    expect((await rest('/posts/extra')).status).toBe(404)
    expect(
      await (await rest('/notes?offset=100000', { headers: { prefer: 'count=exact' } })).json(),
    ).toMatchObject({ code: 'PGRST103' })
  })

  it('answers .single() on zero or many rows with 406 PGRST116 and rolls writes back', async () => {
    expect(await anon.from('posts').select('*').eq('slug', 'missing').single()).toMatchObject({
      status: 406,
      error: {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 0 rows',
        hint: null,
      },
    })
    const tag = slug()
    const many = await service
      .from('notes')
      .insert([{ body: tag }, { body: tag }])
      .select()
      .single()
    expect(many).toMatchObject({ status: 406, error: { details: 'The result contains 2 rows' } })
    expect((await service.from('notes').select('id').eq('body', tag)).data).toEqual([])
    const multiple = await service.from('posts').select('id').maybeSingle()
    expect(multiple.error?.code).toBe('PGRST116')
  })
})

describe('JWT errors', () => {
  const jwtError = async (token: string) => {
    const res = await rest('/posts?select=id&limit=1', {
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: res.status, auth: res.headers.get('www-authenticate'), body: await res.json() }
  }

  it('rejects bad signatures, malformed, empty and expired tokens with 401', async () => {
    const forged = await signed(
      { role: 'service_role' },
      'another-secret-that-is-at-least-32-characters',
    )
    expect(await jwtError(forged)).toEqual({
      status: 401,
      auth: 'Bearer error="invalid_token", error_description="JWT cryptographic operation failed"',
      body: {
        code: 'PGRST301',
        message: 'JWT cryptographic operation failed',
        details: null,
        hint: null,
      },
    })
    expect((await jwtError('abc.def')).body).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 2',
    })
    const empty = await rest('/posts', { headers: { authorization: 'Bearer ' } })
    expect(await empty.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Empty JWT is sent in Authorization header',
    })
    const expired = await signed({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 10 })
    expect(await jwtError(expired)).toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    })
  })

  it('fails a token for a role that does not exist in Postgres', async () => {
    const token = await signed({ role: 'nobody' })
    expect(await jwtError(token)).toMatchObject({
      status: 400,
      body: { code: '22023', message: 'role "nobody" does not exist' },
    })
  })
})

describe('limits', () => {
  it('refuses bodies over 10 MB with 413 and keeps serving', async () => {
    const big = JSON.stringify({ title: 'x', slug: slug(), body: 'x'.repeat(11 * 1024 * 1024) })
    const res = await rest('/posts', { method: 'POST', body: big })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' })
    const auth = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: big,
    })
    expect(auth.status).toBe(413)
    expect(await service.from('posts').select('id').limit(1)).toMatchObject({
      status: 200,
      error: null,
    })
  })
})
