import { describe, expect, it } from 'vitest'
import type { WebinarRegistration } from '../_shared/domain/webinar-registration.ts'
import { createHandler, type Deps } from './handler.ts'

const valid = {
  name: 'Maria López',
  email: 'maria@example.com',
  webinar_title: 'Identity Resolution Workshop',
}

/**
 * In-memory stand-ins with the database's behaviour: a limit per address, one row per email and
 * title, at most one link an hour per recipient.
 */
function fakeDeps(limit = 10) {
  const rows: WebinarRegistration[] = []
  const emails: { to: string; subject: string; text: string }[] = []
  const delivered: string[] = []
  const hits = new Map<string, number>()
  const lastLinkAt = new Map<string, number>()
  const clock = { now: new Date('2026-11-25T12:00:00Z') }
  const deps: Deps = {
    async allowRequest(address) {
      const count = (hits.get(address) ?? 0) + 1
      if (count > limit) return { allowed: false, retryAfterSeconds: 42 }
      hits.set(address, count)
      return { allowed: true, retryAfterSeconds: 0 }
    },
    siteUrl: 'https://site.test',
    brand: 'LeadSight',
    now: () => clock.now,
    async register({ registration, email }) {
      const key = (r: WebinarRegistration) => `${r.email.toLowerCase()}|${r.webinar_title}`
      const existing = rows.find((row) => key(row) === key(registration))
      if (!existing) rows.push(registration)
      const recipient = registration.email.toLowerCase()
      const last = lastLinkAt.get(recipient)
      if (existing && last !== undefined && clock.now.getTime() - last < 60 * 60_000) {
        return { created: false, outboxId: null }
      }
      lastLinkAt.set(recipient, clock.now.getTime())
      emails.push({
        to: (existing ?? registration).email,
        subject: email.subject,
        text: email.text,
      })
      return { created: !existing, outboxId: `outbox-${emails.length}` }
    },
    async deliverNow(outboxId) {
      delivered.push(outboxId)
    },
  }
  return { deps, rows, emails, delivered, clock }
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/register-webinar', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('register-webinar', () => {
  it('answers the browser preflight for the headers supabase-js sends', async () => {
    const { deps } = fakeDeps()
    const res = await createHandler(deps)(
      new Request('http://localhost/register-webinar', { method: 'OPTIONS' }),
    )
    expect(res.status).toBe(200)
    const allowed = res.headers.get('access-control-allow-headers') ?? ''
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(allowed).toContain(header)
    }
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('takes POST only', async () => {
    const { deps, rows } = fakeDeps()
    const res = await createHandler(deps)(new Request('http://localhost/register-webinar'))
    expect(res.status).toBe(405)
    expect(await res.json()).toEqual({ error: 'Method not allowed' })
    expect(rows).toEqual([])
  })

  it('stores a registration, trimmed, and answers 201', async () => {
    const { deps, rows } = fakeDeps()
    const res = await createHandler(deps)(post({ ...valid, name: '  Maria López ' }))
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      success: true,
      access: expect.stringMatching(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/),
    })
    expect(rows).toEqual([valid])
  })

  it('saves the confirmation with a personal link valid for 30 days, and tries to send it at once', async () => {
    const { deps, emails, delivered } = fakeDeps()
    expect((await createHandler(deps)(post(valid))).status).toBe(201)
    expect(emails).toEqual([
      {
        to: valid.email,
        subject: 'Your link to the Identity Resolution Workshop',
        text: expect.stringMatching(
          /https:\/\/site\.test\/workshop\?access=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\n[\s\S]*until December 25, 2026/,
        ),
      },
    ])
    expect(delivered).toEqual(['outbox-1'])
  })

  it('says what to configure, and writes nothing, without SITE_URL', async () => {
    const { deps, rows } = fakeDeps()
    const logged: string[] = []
    const original = console.error
    console.error = (message: string, error: unknown) => logged.push(`${message} ${String(error)}`)
    try {
      const res = await createHandler({ ...deps, siteUrl: undefined })(post(valid))
      expect(res.status).toBe(500)
    } finally {
      console.error = original
    }
    expect(logged.join('\n')).toContain('SITE_URL is not configured')
    expect(rows).toEqual([])
  })

  it('treats the same email (any case) for the same workshop as a success that adds no row', async () => {
    const { deps, rows, emails, clock } = fakeDeps()
    const handler = createHandler(deps)
    expect((await handler(post(valid))).status).toBe(201)
    clock.now = new Date('2026-11-25T13:00:00Z')
    const again = await handler(post({ ...valid, email: 'MARIA@example.com' }))
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ success: true })
    expect(rows).toHaveLength(1)
    // The link is re-sent to the address registered, never to whoever asked.
    expect(emails.map((e) => e.to)).toEqual([valid.email, valid.email])
  })

  it('sends nothing new on a repeat within an hour of the last link, and says so', async () => {
    const { deps, emails, delivered, clock } = fakeDeps()
    const handler = createHandler(deps)
    expect((await handler(post(valid))).status).toBe(201)
    clock.now = new Date('2026-11-25T12:59:00Z')
    for (let i = 0; i < 5; i++) {
      const again = await handler(post(valid))
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({
        success: true,
        emailed: false,
        message:
          'You are already registered, and your personal link was emailed less than an hour ago: please check your inbox (and spam folder). Nothing new was sent.',
      })
    }
    expect(emails).toHaveLength(1)
    expect(delivered).toEqual(['outbox-1'])
  })

  it('refuses a title the site does not offer, so no caller text reaches an email', async () => {
    const { deps, rows, emails } = fakeDeps()
    const res = await createHandler(deps)(
      post({
        ...valid,
        webinar_title: 'URGENT: your account is suspended. Verify now at secure-login.example.com',
      }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: 'webinar_title: webinar_title must be a workshop this site offers',
    })
    expect(rows).toEqual([])
    expect(emails).toEqual([])
  })

  it.each([
    ['not JSON', 'name=Maria', 'Body must be a JSON object of at most 8 KB'],
    ['an empty body', '', 'Body must be a JSON object of at most 8 KB'],
    ['a missing name', { email: valid.email, webinar_title: valid.webinar_title }, 'name:'],
    ['a blank name', { ...valid, name: '   ' }, 'name: name is required'],
    ['a name of the wrong type', { ...valid, name: 42 }, 'name:'],
    [
      'a name over 200 characters',
      { ...valid, name: 'a'.repeat(201) },
      'name: name must be at most 200 characters',
    ],
    [
      'markup in the name',
      { ...valid, name: '<img src=x onerror=alert(1)>' },
      'name: name may contain',
    ],
    [
      'a control character in the name',
      { ...valid, name: 'Maria\u0000' },
      'name: name may contain',
    ],
    [
      'an invalid email',
      { ...valid, email: 'maria@' },
      'email: email must be a valid email address',
    ],
    [
      'an email over 320 characters',
      { ...valid, email: `${'a'.repeat(320)}@example.com` },
      'email:',
    ],
    ['a missing title', { name: valid.name, email: valid.email }, 'webinar_title:'],
    ['a title over 200 characters', { ...valid, webinar_title: 'W'.repeat(201) }, 'webinar_title:'],
    ['an extra field', { ...valid, admin: true }, 'body:'],
    ['an array', [valid], 'body:'],
  ])('rejects %s with 400 and writes nothing', async (_case, body, message) => {
    const { deps, rows } = fakeDeps()
    const res = await createHandler(deps)(post(body))
    expect(res.status).toBe(400)
    const payload: unknown = await res.json()
    expect(payload).toEqual({ error: expect.stringContaining(message) })
    expect(rows).toEqual([])
  })

  it('refuses a body over 8 KB with 413 and writes nothing', async () => {
    const { deps, rows } = fakeDeps()
    const res = await createHandler(deps)(post({ ...valid, padding: 'x'.repeat(9000) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Body must be at most 8 KB' })
    expect(rows).toEqual([])
  })

  it('limits each address and says when to retry', async () => {
    const { deps, rows } = fakeDeps(2)
    const handler = createHandler(deps)
    const from = (address: string, n: number) =>
      post({ ...valid, email: `p${n}@example.com` }, { 'x-forwarded-for': address })
    expect((await handler(from('203.0.113.7', 1))).status).toBe(201)
    expect((await handler(from('203.0.113.7', 2))).status).toBe(201)
    const limited = await handler(from('203.0.113.7', 3))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('42')
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After')
    expect(await limited.json()).toEqual({
      error: 'Too many registrations from your address. Please try again later.',
    })
    expect((await handler(from('198.51.100.2', 4))).status).toBe(201)
    expect(rows).toHaveLength(3)
  })

  it('counts a whole IPv6 /64 as one address, so hopping within it does not help', async () => {
    const { deps, rows } = fakeDeps(2)
    const handler = createHandler(deps)
    const from = (address: string, n: number) =>
      post({ ...valid, email: `v6-${n}@example.com` }, { 'x-forwarded-for': address })
    expect((await handler(from('2001:db8:0:1::1', 1))).status).toBe(201)
    expect((await handler(from('2001:db8:0:1::2', 2))).status).toBe(201)
    expect((await handler(from('2001:db8:0:1:ffff:ffff:ffff:ffff', 3))).status).toBe(429)
    expect((await handler(from('2001:db8:0:2::1', 4))).status).toBe(201)
    expect(rows).toHaveLength(3)
  })

  it('answers 500 with { error, requestId } when the database fails, never its text', async () => {
    const { deps } = fakeDeps()
    const res = await createHandler({
      ...deps,
      register: async () => {
        throw new Error('connection refused')
      },
    })(post(valid))
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'Registration could not be saved. Please try again.',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })
})
