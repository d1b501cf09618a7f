import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_SCHEMA, useTestStack } from '../support/test-stack.ts'
import { AUTHOR_ID, restHelpers, signed, slug } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { rest, insertPost, signInAuthor } = restHelpers(stack)
let author: SupabaseClient
beforeAll(async () => {
  author = await signInAuthor()
})

describe('row-level security and roles', () => {
  it('hides rows from reads, updates and deletes, and rejects inserts', async () => {
    const draft = await insertPost({ published: false })
    expect((await stack.anon.from('posts').select('id').eq('id', draft.id)).data).toEqual([])
    expect(
      (await stack.anon.from('posts').update({ title: 'hacked' }).eq('id', draft.id)).status,
    ).toBe(204)
    expect((await stack.anon.from('posts').delete().eq('id', draft.id)).status).toBe(204)
    expect(
      (await stack.service.from('posts').select('title').eq('id', draft.id).single()).data,
    ).toEqual({
      title: 'A post',
    })
    const denied = await stack.anon.from('posts').insert({ title: 'x', slug: slug('anon') })
    expect(denied).toMatchObject({ status: 401, error: { code: '42501' } })
  })

  it('lets a signed-in author write their own rows, and refuses others with 403', async () => {
    const own = await author
      .from('posts')
      .insert({ title: 'mine', slug: slug('own'), author_id: AUTHOR_ID })
      .select('title')
      .single()
    expect(own).toMatchObject({ status: 201, data: { title: 'mine' } })
    const drafts = await author.from('posts').select('slug').eq('slug', 'seeded-draft')
    expect(drafts.data).toEqual([{ slug: 'seeded-draft' }])
    const foreign = await author
      .from('posts')
      .insert({ title: 'x', slug: slug('foreign'), author_id: null })
    expect(foreign).toMatchObject({
      status: 403,
      error: {
        code: '42501',
        message: 'new row violates row-level security policy for table "posts"',
        details: null,
        hint: null,
      },
    })
  })
})

describe('rpc', () => {
  it('calls scalar, set-returning, void and GET functions', async () => {
    expect(await stack.anon.rpc('add_them', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 })
    expect(await stack.anon.rpc('add_them', { a: 4, b: 5 }, { get: true })).toMatchObject({
      data: 9,
    })
    const set = await stack.anon
      .rpc('published_posts')
      .select('slug')
      .eq('slug', 'seeded-published')
    expect(set.data).toEqual([{ slug: 'seeded-published' }])
    expect((await author.rpc('whoami')).data).toEqual({ role: 'authenticated', uid: AUTHOR_ID })
    expect(await stack.service.rpc('bump_notes')).toMatchObject({
      status: 204,
      data: null,
      error: null,
    })
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
      stack,
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
    const expired = await signed(stack, { role: 'anon', exp: Math.floor(Date.now() / 1000) - 10 })
    expect(await jwtError(expired)).toMatchObject({
      status: 401,
      body: { code: 'PGRST303', message: 'JWT expired' },
    })
  })

  it('fails a token for a role that does not exist in Postgres', async () => {
    const token = await signed(stack, { role: 'nobody' })
    expect(await jwtError(token)).toMatchObject({
      status: 400,
      body: { code: '22023', message: 'role "nobody" does not exist' },
    })
  })
})

describe('CORS', () => {
  it('answers preflights and exposes the headers the client reads', async () => {
    const preflight = await fetch(`${stack.url}/rest/v1/posts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, prefer',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, prefer',
    )
    const res = await rest('/posts?limit=1', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })
})
