import { describe, expect, it } from 'vitest'
import { mailRoutes } from './index.ts'
import { CATCHER_API_KEY, mailCatcherEnv } from './keys.ts'
import { createMailbox, type MailMessage } from './mailbox.ts'

function catcher() {
  const mailbox = createMailbox()
  return { mailbox, app: mailRoutes({ mailbox }) }
}

const send = (
  app: ReturnType<typeof mailRoutes>,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  app.request('/resend/emails', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${CATCHER_API_KEY}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  })

const email = {
  from: 'Brand <no-reply@example.com>',
  to: 'Visitor@Example.com',
  subject: 'Your workshop link',
  html: '<p>Hi &amp; welcome. <a href="https://site.test/workshop?access=a&amp;b=1">Watch</a></p>',
  text: 'Hi & welcome. Watch: https://site.test/workshop?access=a&b=1',
}

describe('mail catcher: Resend-style intake', () => {
  it('stores a sent email and answers { id }, as Resend does', async () => {
    const { app } = catcher()
    const res = await send(app, email)
    expect(res.status).toBe(200)
    const { id } = (await res.json()) as { id: string }
    const stored = (await (await app.request(`/api/messages/${id}`)).json()) as MailMessage
    expect(stored).toMatchObject({
      id,
      source: 'api',
      from: email.from,
      to: ['Visitor@Example.com'],
      subject: email.subject,
      html: email.html,
      text: email.text,
      links: ['https://site.test/workshop?access=a&b=1'],
    })
  })

  it('refuses a missing or wrong key with Resend error bodies', async () => {
    const { app, mailbox } = catcher()
    const missing = await app.request('/resend/emails', { method: 'POST', body: '{}' })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({
      statusCode: 401,
      name: 'missing_api_key',
      message: 'Missing API key in the authorization header.',
    })
    const wrong = await send(app, email, { Authorization: 'Bearer re_wrong' })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toMatchObject({ name: 'invalid_api_key' })
    expect(mailbox.list()).toEqual([])
  })

  it('answers 422 for a missing field and stores nothing', async () => {
    const { app, mailbox } = catcher()
    const res = await send(app, { ...email, to: undefined })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      statusCode: 422,
      name: 'missing_required_field',
      message: 'Missing `to` field.',
    })
    expect(mailbox.list()).toEqual([])
  })

  it('replays an Idempotency-Key without storing twice; another body under it is a 409', async () => {
    const { app, mailbox } = catcher()
    const first = (await (await send(app, email, { 'Idempotency-Key': 'k1' })).json()) as object
    const again = await send(app, email, { 'Idempotency-Key': 'k1' })
    expect(await again.json()).toEqual(first)
    const other = await send(app, { ...email, subject: 'x' }, { 'Idempotency-Key': 'k1' })
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ name: 'invalid_idempotent_request' })
    expect(mailbox.list()).toHaveLength(1)
  })

  it('fails every send during a simulated outage and works again once it is lifted', async () => {
    const { app, mailbox } = catcher()
    const put = await app.request('/api/outage', {
      method: 'PUT',
      body: JSON.stringify({ status: 503 }),
    })
    expect(put.status).toBe(200)
    const failed = await send(app, email)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toMatchObject({ statusCode: 503, name: 'application_error' })
    expect(mailbox.list()).toEqual([])
    expect((await app.request('/api/outage', { method: 'DELETE' })).status).toBe(204)
    expect((await send(app, email)).status).toBe(200)
  })
})

describe('mail catcher: auth intake and JSON API', () => {
  it('derives the text part and links of an HTML-only message from auth', async () => {
    const { app, mailbox } = catcher()
    mailbox.receive({
      source: 'auth',
      from: 'Admin <admin@email.com>',
      to: ['admin@example.com'],
      subject: 'Reset Your Password',
      html: '<h2>Reset Password</h2><p>Follow this link:</p><p><a href="http://127.0.0.1:1/auth/v1/verify?token=t&amp;type=recovery">Reset Password</a></p>',
    })
    const res = await app.request('/api/messages/latest?to=ADMIN@example.com')
    const message = (await res.json()) as MailMessage
    expect(message.text).toBe(
      'Reset Password\nFollow this link:\nReset Password (http://127.0.0.1:1/auth/v1/verify?token=t&type=recovery)',
    )
    expect(message.links).toEqual(['http://127.0.0.1:1/auth/v1/verify?token=t&type=recovery'])
  })

  it('lists by recipient, newest first, and waits for the next message', async () => {
    const { app, mailbox } = catcher()
    await send(app, { ...email, to: ['a@example.com'], subject: 'one' })
    await send(app, { ...email, to: ['b@example.com'], subject: 'two' })
    await send(app, { ...email, to: ['a@example.com'], subject: 'three' })
    const list = (await (await app.request('/api/messages?to=a@example.com')).json()) as {
      messages: { subject: string }[]
    }
    expect(list.messages.map((m) => m.subject)).toEqual(['three', 'one'])
    expect((await app.request('/api/messages/latest?to=c@example.com')).status).toBe(404)
    const waiting = app.request('/api/messages/latest?to=c@example.com&wait=5000')
    mailbox.receive({
      source: 'api',
      from: 'x@y.z',
      to: ['c@example.com'],
      subject: 'late',
      text: 'hi',
    })
    expect(((await (await waiting).json()) as MailMessage).subject).toBe('late')
    expect((await app.request('/api/messages', { method: 'DELETE' })).status).toBe(204)
    expect(mailbox.list()).toEqual([])
  })

  it('shows a labelled page, the message with both parts, and the HTML part sandboxed', async () => {
    const { app } = catcher()
    const { id } = (await (await send(app, email)).json()) as { id: string }
    const list = await (await app.request('/')).text()
    expect(list).toContain('Local mail catcher')
    expect(list).toContain(`/mail/messages/${id}`)
    const view = await (await app.request(`/messages/${id}`)).text()
    expect(view).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"')
    const text = await (await app.request(`/messages/${id}?view=text`)).text()
    expect(text).toContain('Hi &amp; welcome.')
    const part = await app.request(`/messages/${id}/html`)
    expect(part.headers.get('content-security-policy')).toContain('sandbox')
    expect(await part.text()).toContain('<base target="_blank">')
  })

  it('points the functions at the catcher unless a real EMAIL_API_KEY is set', () => {
    expect(mailCatcherEnv('http://127.0.0.1:9', {})).toEqual({
      EMAIL_API_KEY: CATCHER_API_KEY,
      EMAIL_API_BASE: 'http://127.0.0.1:9/mail/resend',
      EMAIL_FROM: expect.any(String),
    })
    expect(mailCatcherEnv('http://127.0.0.1:9', { EMAIL_API_KEY: 're_real' })).toEqual({})
  })
})
