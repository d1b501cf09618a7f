import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { WireError } from '../../gateway/wire-error.ts'
import { signupBody } from './bodies.ts'
import { readJson } from './json.ts'

const app = new Hono()
app.post('/', async (c) => c.json(await readJson(c, signupBody)))
app.onError((err) =>
  err instanceof WireError ? err.toResponse() : new Response(null, { status: 500 }),
)

const post = async (body: string) => {
  const res = await app.request('/', { method: 'POST', body })
  return { status: res.status, body: await res.json() }
}

describe('auth request bodies', () => {
  it('reads an empty body as {} and ignores unknown fields', async () => {
    expect(await post('')).toEqual({ status: 200, body: {} })
    expect(await post('{"email":"a@b.c","extra":1}')).toEqual({
      status: 200,
      body: { email: 'a@b.c', extra: 1 },
    })
  })

  it('answers bad_json for broken JSON, a non-object or a field of the wrong type', async () => {
    expect(await post('{"email":')).toMatchObject({ status: 400, body: { code: 'bad_json' } })
    expect(await post('[]')).toEqual({
      status: 400,
      body: {
        code: 'bad_json',
        message: 'Could not parse request body as JSON: expected an object',
      },
    })
    expect(await post('{"password":5}')).toMatchObject({
      status: 400,
      body: { code: 'bad_json', message: expect.stringContaining('password') },
    })
  })
})
