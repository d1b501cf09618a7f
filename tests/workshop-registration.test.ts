import { describe, expect, it } from 'vitest'
import {
  subscribeToTopic,
  SEED_ADMIN,
  signIn,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'

const workshop = 'Identity Resolution Workshop'
const stack = useTestStack()

/** Rows for one email, read with SQL (the service role may only insert registrations). */
const rowsFor = (email: string) =>
  stack.sql(
    'select name, "Email", webinar_title from public."Webinar Registration" where "Email" ilike $1',
    [email],
  )

describe('register-webinar through the local stack', () => {
  it('stores a registration once, and an admin hears about it over realtime', async () => {
    const { client: admin, accessToken } = await signIn(
      testClient(stack.url, stack.anonKey),
      SEED_ADMIN,
    )
    await admin.realtime.setAuth(accessToken)
    const { first: changed } = await subscribeToTopic(admin, 'admin:registrations')

    const visitor = testClient(stack.url, stack.anonKey)
    const body = { name: 'Grace Hopper', email: 'grace@example.com', webinar_title: workshop }
    const first = await visitor.functions.invoke('register-webinar', { body })
    expect(first.error).toBeNull()
    expect(first.data).toEqual({
      success: true,
      access: expect.stringMatching(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/),
    })
    expect(await changed).toEqual({ table: 'Webinar Registration', op: 'INSERT', row: {} })

    const again = await visitor.functions.invoke('register-webinar', {
      body: { ...body, email: 'GRACE@example.com' },
    })
    expect(again.error).toBeNull()
    expect(await rowsFor('grace@example.com')).toEqual([
      { name: 'Grace Hopper', Email: 'grace@example.com', webinar_title: workshop },
    ])
    await admin.removeAllChannels()
  })

  it('rejects a bad body with 400 and its reason, writing nothing', async () => {
    const visitor = testClient(stack.url, stack.anonKey)
    const { data, error, response } = await visitor.functions.invoke('register-webinar', {
      body: { name: '<b>x</b>', email: 'bad@example.com', webinar_title: workshop },
    })
    expect(data).toBeNull()
    expect(response?.status).toBe(400)
    expect(await response?.json()).toEqual({
      error: expect.stringContaining('name: name may contain'),
    })
    expect(error).not.toBeNull()
    expect(await rowsFor('bad@example.com')).toEqual([])
  })

  it('stops reading a chunked body past 8 KB and answers 413 (memory stays bounded)', async () => {
    const total = 64 * 1024 * 1024
    let sent = 0
    // No Content-Length: the body arrives in 64 KB chunks, made only as they are pulled.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close()
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(32))
      },
    })
    // Not a literal: the DOM RequestInit type lacks undici's `duplex`, needed for a stream.
    const init = {
      method: 'POST',
      headers: { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` },
      body,
      duplex: 'half',
    }
    const res = await fetch(`${stack.url}/functions/v1/register-webinar`, init)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Body must be at most 8 KB' })
    await body.cancel().catch(() => {})
    // What the sockets buffered, not the 64 MB the caller offered.
    expect(sent).toBeLessThan(total / 2)
  })

  it('limits a burst from one address with 429 and Retry-After', async () => {
    const visitor = testClient(stack.url, stack.anonKey)
    const statuses: number[] = []
    let retryAfter: string | null = null
    // The first test used one hit of this address's ten a minute, the second none (invalid).
    for (let i = 0; i < 10; i++) {
      const { response } = await visitor.functions.invoke('register-webinar', {
        body: { name: `Burst ${i}`, email: `burst${i}@example.com`, webinar_title: workshop },
      })
      statuses.push(response?.status ?? 0)
      if (response?.status === 429) retryAfter = response.headers.get('retry-after')
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(8)
    expect(statuses.slice(-2)).toEqual([429, 429])
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect(await rowsFor('burst9@example.com')).toEqual([])
  })
})
