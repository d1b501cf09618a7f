import { describe, expect, it } from 'vitest'
import { BODY_TOO_LARGE, bodyTooLarge, postOnly, readBodyBytes, readJson } from './http.ts'

const KB = 1024

/** An endless body of 1 KB pieces that counts how many were pulled. */
function endlessBody() {
  const pulled = { pieces: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.pieces += 1
      controller.enqueue(new Uint8Array(KB).fill(120))
    },
  })
  return { stream, pulled }
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/fn', {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream && { duplex: 'half' }),
  })

describe('body caps', () => {
  it('reads a body within the limit', async () => {
    const bytes = await readBodyBytes(post('{"a":1}'), 8 * KB)
    expect(bytes === BODY_TOO_LARGE ? bytes : new TextDecoder().decode(bytes)).toBe('{"a":1}')
    expect(await readJson(post('{"a":1}'), 8 * KB)).toEqual({ json: { a: 1 } })
    expect(await readJson(post('not json'), 8 * KB)).toEqual({ json: null })
    expect(await readJson(post(null), 8 * KB)).toEqual({ json: null })
  })

  it('refuses a declared Content-Length past the limit without reading the body', async () => {
    const { stream, pulled } = endlessBody()
    const result = await readBodyBytes(
      post(stream, { 'content-length': String(300 * KB * KB) }),
      8 * KB,
    )
    expect(result).toBe(BODY_TOO_LARGE)
    // A stream pulls once ahead of any read (its high-water mark); nothing was consumed.
    expect(pulled.pieces).toBeLessThanOrEqual(1)
  })

  it('stops reading a chunked body (no Content-Length) once it passes the limit', async () => {
    const { stream, pulled } = endlessBody()
    expect(await readBodyBytes(post(stream), 8 * KB)).toBe(BODY_TOO_LARGE)
    expect(pulled.pieces).toBeLessThanOrEqual(10)
  })

  it('stops reading a body whose Content-Length lies', async () => {
    const { stream, pulled } = endlessBody()
    const read = await readJson(post(stream, { 'content-length': '10' }), 8 * KB)
    expect(read instanceof Response && read.status).toBe(413)
    expect(pulled.pieces).toBeLessThanOrEqual(10)
  })

  it('answers 413 with { error } naming the limit', async () => {
    const res = bodyTooLarge(8 * KB)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Body must be at most 8 KB' })
    expect(await bodyTooLarge(512 * KB).json()).toEqual({ error: 'Body must be at most 512 KB' })
  })
})

describe('postOnly', () => {
  const handler = postOnly(async () => new Response('handled', { status: 201 }))
  const request = (method: string) => new Request('http://localhost/fn', { method })

  it('answers the preflight, hands POSTs on, and refuses other methods with 405 and Allow', async () => {
    const preflight = await handler(request('OPTIONS'))
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await handler(request('POST'))).status).toBe(201)
    const get = await handler(request('GET'))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toEqual({ error: 'Method not allowed' })
  })
})
