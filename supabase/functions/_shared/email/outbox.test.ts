import { describe, expect, it } from 'vitest'
import {
  EMAIL_NOT_CONFIGURED,
  EmailApiError,
  emailSenderFromEnv,
  type EmailSender,
} from './email-api.ts'
import { deliverNow, deliverOutbox, type OutboxRow, type OutboxStore } from './outbox.ts'

function fakeStore(rows: OutboxRow[]) {
  const finished: { id: string; outcome: object }[] = []
  const store: OutboxStore = {
    claim: async ({ limit, id }) => rows.filter((row) => !id || row.id === id).slice(0, limit),
    finish: async (id, outcome) => {
      finished.push({ id, outcome })
    },
  }
  return { store, finished }
}

const row = (id: string): OutboxRow => ({
  id,
  to: ['a@example.com'],
  replyTo: [],
  subject: 'S',
  html: '<p>h</p>',
  text: 't',
})
const quiet = () => {}

describe('deliverOutbox', () => {
  it('sends each claimed row with its id as the idempotency key and records the provider id', async () => {
    const { store, finished } = fakeStore([row('r1'), row('r2')])
    const keys: string[] = []
    const sender: EmailSender = {
      ok: true,
      send: async (_email, key) => {
        keys.push(key)
        return { id: `p-${key}` }
      },
    }
    expect(await deliverOutbox(store, sender, { limit: 10 }, quiet)).toEqual({
      sent: 2,
      failed: 0,
      refused: 0,
    })
    expect(keys).toEqual(['r1', 'r2'])
    expect(finished).toEqual([
      { id: 'r1', outcome: { providerId: 'p-r1' } },
      { id: 'r2', outcome: { providerId: 'p-r2' } },
    ])
  })

  it('records a provider failure or a missing configuration as an error to retry', async () => {
    const { store, finished } = fakeStore([row('r1')])
    const failing: EmailSender = {
      ok: true,
      send: async () => {
        throw new Error('email API answered 503: down')
      },
    }
    expect(await deliverOutbox(store, failing, { limit: 10 }, quiet)).toEqual({
      sent: 0,
      failed: 1,
      refused: 0,
    })
    await deliverOutbox(store, { ok: false, problem: EMAIL_NOT_CONFIGURED }, { limit: 1 }, quiet)
    expect(finished).toEqual([
      { id: 'r1', outcome: { error: 'email API answered 503: down' } },
      { id: 'r1', outcome: { error: EMAIL_NOT_CONFIGURED } },
    ])
  })

  it('records a 400 or 422 refusal as permanent, and a 401, 409, 429 or 5xx as one to retry', async () => {
    const { store, finished } = fakeStore([row('r1')])
    const refusing = (status: number): EmailSender => ({
      ok: true,
      send: async () => {
        throw new EmailApiError(status, `email API answered ${status}: no`)
      },
    })
    for (const status of [400, 422]) {
      expect(await deliverOutbox(store, refusing(status), { limit: 1 }, quiet)).toEqual({
        sent: 0,
        failed: 0,
        refused: 1,
      })
    }
    for (const status of [401, 409, 429, 503]) {
      expect(await deliverOutbox(store, refusing(status), { limit: 1 }, quiet)).toMatchObject({
        failed: 1,
        refused: 0,
      })
    }
    expect(finished.map(({ outcome }) => 'permanent' in outcome)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })

  it('deliverNow never throws, even when the database does', async () => {
    const store: OutboxStore = {
      claim: async () => {
        throw new Error('db down')
      },
      finish: async () => {},
    }
    await expect(
      deliverNow(store, { ok: false, problem: 'x' }, 'r1', { log: quiet }),
    ).resolves.toBeUndefined()
  })

  it('deliverNow stops waiting for a slow provider after waitMs', async () => {
    const { store } = fakeStore([row('r1')])
    const slow: EmailSender = { ok: true, send: () => new Promise(() => {}) }
    const started = Date.now()
    await deliverNow(store, slow, 'r1', { log: quiet, waitMs: 50 })
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('emailSenderFromEnv', () => {
  it('says what to configure without a key or sender', () => {
    expect(emailSenderFromEnv({})).toEqual({ ok: false, problem: EMAIL_NOT_CONFIGURED })
    expect(emailSenderFromEnv({ EMAIL_API_KEY: 're_x' })).toEqual({
      ok: false,
      problem: EMAIL_NOT_CONFIGURED,
    })
  })

  it('refuses a sender or API base that is set but invalid, naming it', () => {
    expect(() => emailSenderFromEnv({ EMAIL_API_KEY: 're_x', EMAIL_FROM: 'Brand' })).toThrow(
      /^EMAIL_FROM is set but invalid/,
    )
    expect(() => emailSenderFromEnv({ EMAIL_FROM: 'Brand <hi@brand>' })).toThrow(/^EMAIL_FROM/)
    expect(() => emailSenderFromEnv({ EMAIL_API_BASE: 'api.resend.com' })).toThrow(
      /^EMAIL_API_BASE is set but invalid/,
    )
    expect(emailSenderFromEnv({ EMAIL_API_KEY: ' ', EMAIL_FROM: '', EMAIL_API_BASE: '' })).toEqual({
      ok: false,
      problem: EMAIL_NOT_CONFIGURED,
    })
  })

  it("posts Resend's body with the key, the Idempotency-Key and EMAIL_FROM", async () => {
    const calls: { url: string; init?: RequestInit }[] = []
    const sender = emailSenderFromEnv(
      { EMAIL_API_KEY: 're_test', EMAIL_FROM: 'Brand <hi@brand.test>' },
      async (url, init) => {
        calls.push({ url: String(url), init })
        return Response.json({ id: 'em_1' })
      },
    )
    if (!sender.ok) throw new Error('expected a sender')
    const answer = await sender.send({ ...row('r1'), replyTo: ['v@example.com'] }, 'r1')
    expect(answer).toEqual({ id: 'em_1' })
    expect(calls[0]?.url).toBe('https://api.resend.com/emails')
    const headers = new Headers(calls[0]?.init?.headers)
    expect(headers.get('authorization')).toBe('Bearer re_test')
    expect(headers.get('idempotency-key')).toBe('r1')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      from: 'Brand <hi@brand.test>',
      to: ['a@example.com'],
      reply_to: ['v@example.com'],
      subject: 'S',
      html: '<p>h</p>',
      text: 't',
    })
  })

  it('turns a refusal into an error naming the status and the provider message', async () => {
    const sender = emailSenderFromEnv(
      {
        EMAIL_API_KEY: 're_test',
        EMAIL_FROM: 'a@b.test',
        EMAIL_API_BASE: 'http://127.0.0.1:9/mail/resend/',
      },
      async () =>
        Response.json(
          { statusCode: 503, name: 'application_error', message: 'down' },
          { status: 503 },
        ),
    )
    if (!sender.ok) throw new Error('expected a sender')
    await expect(sender.send(row('r1'), 'r1')).rejects.toThrow('email API answered 503: down')
  })
})
