import { describe, expect, it } from 'vitest'
import type { ContactMessageInput } from '../_shared/domain/contact.ts'
import { createHandler, type Deps } from './handler.ts'

const valid = {
  name: ' Dana Reyes ',
  email: 'dana@example.com',
  subject: 'Agency pricing',
  message: 'Do you offer white-label plans?',
}

function fakeDeps(overrides: Partial<Deps> = {}) {
  const saved: ContactMessageInput[] = []
  const addresses: string[] = []
  const emails: { subject: string; html: string }[] = []
  const delivered: string[] = []
  const deps: Deps = {
    allowMessage: async (address) => {
      addresses.push(address)
      return { allowed: true, retryAfterSeconds: 0 }
    },
    siteUrl: 'https://site.test',
    brand: 'LeadSight',
    saveMessage: async (message, email) => {
      saved.push(message)
      emails.push({ subject: email.subject, html: email.html })
      return { outboxId: `outbox-${saved.length}` }
    },
    deliverNow: async (id) => {
      delivered.push(id)
    },
    ...overrides,
  }
  return { deps, saved, addresses, emails, delivered }
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://fn.test/submit-contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('submit-contact', () => {
  it('stores a valid message, trimmed, and answers 201', async () => {
    const { deps, saved, addresses } = fakeDeps()
    const res = await createHandler(deps)(
      post(valid, { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }),
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ success: true })
    expect(saved).toEqual([{ ...valid, name: 'Dana Reyes' }])
    expect(addresses).toEqual(['203.0.113.9'])
  })

  it.each([
    ['a missing name', { ...valid, name: '  ' }, 'name', 'Please enter your name'],
    [
      'a long name',
      { ...valid, name: 'n'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    [
      'a bad email',
      { ...valid, email: 'not-an-email' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'a long subject',
      { ...valid, subject: 's'.repeat(201) },
      'subject',
      'Subject must be at most 200 characters',
    ],
    [
      'a long message',
      { ...valid, message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5,000 characters',
    ],
  ])('rejects %s with 400, field errors and nothing written', async (_label, body, field, text) => {
    const { deps, saved, addresses } = fakeDeps()
    const res = await createHandler(deps)(post(body))
    expect(res.status).toBe(400)
    const payload: unknown = await res.json()
    expect(payload).toMatchObject({
      error: 'Please check the form and try again.',
      fields: { [field]: text },
    })
    expect(saved).toEqual([])
    expect(addresses).toEqual([])
  })

  it('rejects a body that is not JSON with 400', async () => {
    const { deps, saved } = fakeDeps()
    const res = await createHandler(deps)(post('name=x'))
    expect(res.status).toBe(400)
    expect(saved).toEqual([])
  })

  it("saves the admins' notification with the message and tries to send it at once", async () => {
    const { deps, emails, delivered } = fakeDeps()
    const res = await createHandler(deps)(
      post({ ...valid, message: '<img src=x onerror=alert(1)>' }),
    )
    expect(res.status).toBe(201)
    expect(emails).toHaveLength(1)
    expect(emails[0]?.subject).toBe('New contact message: Agency pricing')
    expect(emails[0]?.html).toContain('https://site.test/admin-portal#inbox')
    expect(emails[0]?.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(delivered).toEqual(['outbox-1'])
  })

  it('answers 429 with Retry-After and writes nothing when the address is over its limit', async () => {
    const { deps, saved } = fakeDeps({
      allowMessage: async () => ({ allowed: false, retryAfterSeconds: 420 }),
    })
    const res = await createHandler(deps)(post(valid))
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('420')
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After')
    expect(await res.json()).toEqual({
      error: 'Too many messages from your address. Please try again later.',
    })
    expect(saved).toEqual([])
  })

  it('answers 500 with a message when the write fails', async () => {
    const { deps } = fakeDeps({
      saveMessage: async () => {
        throw new Error('db down')
      },
    })
    const res = await createHandler(deps)(post(valid))
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'Your message could not be sent. Please try again.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it('answers the CORS preflight and refuses other methods', async () => {
    const handler = createHandler(fakeDeps().deps)
    const preflight = await handler(new Request('http://fn.test/', { method: 'OPTIONS' }))
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect((await handler(new Request('http://fn.test/'))).status).toBe(405)
  })
})
