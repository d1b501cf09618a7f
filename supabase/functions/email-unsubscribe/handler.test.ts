import { describe, expect, it } from 'vitest'
import { createHandler } from './handler.ts'

const TOKEN = 'a'.repeat(43)
const SITE = 'https://leadsight.test'

function handlerWith(
  unsubscribe: (token: string) => Promise<boolean>,
  { siteUrl }: { siteUrl: string | undefined } = { siteUrl: SITE },
) {
  const seen: string[] = []
  const handler = createHandler({
    siteUrl,
    unsubscribe: (token) => {
      seen.push(token)
      return unsubscribe(token)
    },
  })
  return { handler, seen }
}

const url = (token: string) => `http://fn.test/email-unsubscribe?token=${token}`
const oneClick = (token: string, init: RequestInit = {}) =>
  new Request(url(token), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    ...init,
  })

describe('email-unsubscribe', () => {
  it('changes nothing on a GET: it sends the visitor on to the page that asks first', async () => {
    const { handler, seen } = handlerWith(async () => true)
    const response = await handler(new Request(url(TOKEN)))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${SITE}/unsubscribe?token=${TOKEN}`)
    expect((await handler(new Request(url(TOKEN), { method: 'HEAD' }))).status).toBe(303)
    expect(seen).toEqual([])
  })

  it('says what to configure when a GET comes and SITE_URL is not set', async () => {
    const { handler, seen } = handlerWith(async () => true, { siteUrl: undefined })
    const response = await handler(new Request(url(TOKEN)))
    expect(response.status).toBe(503)
    expect((await response.json()).error).toMatch(/^SITE_URL is not configured/)
    expect(seen).toEqual([])
  })

  it("unsubscribes at once on RFC 8058's one-click POST, form-encoded or multipart", async () => {
    const { handler, seen } = handlerWith(async () => true)
    const response = await handler(oneClick(TOKEN))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      message: 'You are unsubscribed. You will get no more workshop emails.',
    })
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const multipart = await handler(new Request(url(TOKEN), { method: 'POST', body: form }))
    expect(multipart.status).toBe(200)
    expect(seen).toEqual([TOKEN, TOKEN])
  })

  it('refuses a POST without the one-click body, and changes nothing', async () => {
    const { handler, seen } = handlerWith(async () => true)
    for (const body of ['', 'List-Unsubscribe=Yes', 'unsubscribe=1']) {
      const response = await handler(oneClick(TOKEN, { body }))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Unsubscribing needs a POST whose body is List-Unsubscribe=One-Click.',
      })
    }
    expect(seen).toEqual([])
  })

  it('answers 404 for an unknown or malformed token, asking nothing for a malformed one', async () => {
    const { handler, seen } = handlerWith(async () => false)
    const unknown = await handler(oneClick(TOKEN))
    expect(unknown.status).toBe(404)
    const malformed = await handler(oneClick('short'))
    expect(malformed.status).toBe(404)
    const error =
      'This unsubscribe link is not valid. If you keep receiving reminders, reply to one.'
    expect(await unknown.json()).toEqual({ error })
    expect(await malformed.json()).toEqual({ error })
    expect(seen).toEqual([TOKEN])
  })

  it('says it failed when the database does, answers the preflight and refuses other methods', async () => {
    const { handler } = handlerWith(() => Promise.reject(new Error('connection reset')))
    const failed = await handler(oneClick(TOKEN))
    expect(failed.status).toBe(500)
    expect(await failed.json()).toMatchObject({
      error: 'Unsubscribing failed. Please try again in a minute.',
    })
    const preflight = await handler(new Request(url(TOKEN), { method: 'OPTIONS' }))
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const other = await handler(new Request(url(TOKEN), { method: 'DELETE' }))
    expect(other.status).toBe(405)
    expect(other.headers.get('allow')).toBe('GET, POST')
  })
})
