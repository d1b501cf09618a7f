import { describe, expect, it } from 'vitest'
import { createHandler, unsubscribeTexts } from './handler.ts'

const TOKEN = 'a'.repeat(43)

function handlerWith(unsubscribe: (token: string) => Promise<boolean>) {
  const seen: string[] = []
  const handler = createHandler({
    brand: 'LeadSight',
    unsubscribe: (token) => {
      seen.push(token)
      return unsubscribe(token)
    },
  })
  return { handler, seen }
}

const call = (method: string, token: string) =>
  new Request(`http://fn.test/email-unsubscribe?token=${token}`, {
    method,
    ...(method === 'POST' ? { body: 'List-Unsubscribe=One-Click' } : {}),
  })

describe('email-unsubscribe', () => {
  it.each(['POST', 'GET'])('unsubscribes on %s and says so in plain text', async (method) => {
    const { handler, seen } = handlerWith(async () => true)
    const response = await handler(call(method, TOKEN))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await response.text()).toBe(`${unsubscribeTexts.done('LeadSight')}\n`)
    expect(seen).toEqual([TOKEN])
  })

  it('answers 404 for an unknown or malformed token, asking nothing for a malformed one', async () => {
    const { handler, seen } = handlerWith(async () => false)
    expect((await handler(call('POST', TOKEN))).status).toBe(404)
    const malformed = await handler(call('POST', 'short'))
    expect(malformed.status).toBe(404)
    expect(await malformed.text()).toBe(`${unsubscribeTexts.unknown}\n`)
    expect(seen).toEqual([TOKEN])
  })

  it('says it failed when the database does, and refuses other methods', async () => {
    const { handler } = handlerWith(() => Promise.reject(new Error('connection reset')))
    const failed = await handler(call('POST', TOKEN))
    expect(failed.status).toBe(500)
    expect(await failed.text()).toBe(`${unsubscribeTexts.failed}\n`)
    expect((await handler(call('DELETE', TOKEN))).status).toBe(405)
  })
})
