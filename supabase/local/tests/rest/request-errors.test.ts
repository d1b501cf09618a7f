import { describe, expect, it } from 'vitest'
import { TEST_SCHEMA, testClient, useTestStack } from '../support/test-stack.ts'
import { restHelpers, slug } from './helpers.ts'

const stack = useTestStack(TEST_SCHEMA)
const { rest } = restHelpers(stack)

describe('request errors', () => {
  it('reports unknown tables, columns and functions', async () => {
    expect(await stack.anon.from('no_such').select('*')).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such' in the schema cache",
        details: null,
        hint: null,
      },
    })
    const close = await stack.anon.from('post').select('*')
    expect(close.error?.hint).toBe("Perhaps you meant the table 'public.posts'")
    expect(await stack.anon.from('posts').select('nope')).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column posts.nope does not exist' },
    })
    expect(
      await stack.service.from('posts').insert({ title: 't', slug: slug(), nope: 1 }),
    ).toMatchObject({
      status: 400,
      error: {
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'posts' in the schema cache",
        details: null,
        hint: null,
      },
    })
    expect(await stack.anon.rpc('no_such_fn', { a: 1 })).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    })
  })

  it('reports malformed filters, orders and logic trees as PGRST100', async () => {
    expect(await stack.anon.from('posts').select('*').filter('views', 'noop', '0')).toMatchObject({
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
    expect(await stack.anon.from('posts').select('*').eq('slug', 'missing').single()).toMatchObject(
      {
        status: 406,
        error: {
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 0 rows',
          hint: null,
        },
      },
    )
    const tag = slug()
    const many = await stack.service
      .from('notes')
      .insert([{ body: tag }, { body: tag }])
      .select()
      .single()
    expect(many).toMatchObject({ status: 406, error: { details: 'The result contains 2 rows' } })
    expect((await stack.service.from('notes').select('id').eq('body', tag)).data).toEqual([])
    const multiple = await stack.service.from('posts').select('id').maybeSingle()
    expect(multiple.error?.code).toBe('PGRST116')
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
    expect(await stack.service.from('posts').select('id').limit(1)).toMatchObject({
      status: 200,
      error: null,
    })
  })
})
