import { describe, expect, it } from 'vitest'
import { EMAIL_NOT_CONFIGURED } from '../_shared/email/email-api.ts'
import type { OutboxStore } from '../_shared/email/outbox.ts'
import { createHandler, type Deps } from './handler.ts'

function deps(overrides: Partial<Deps> = {}) {
  const claimed: number[] = []
  const store: OutboxStore = {
    claim: async ({ limit }) => {
      claimed.push(limit)
      return [{ id: 'r1', to: ['a@example.com'], replyTo: [], subject: 'S', html: 'h', text: 't' }]
    },
    finish: async () => {},
  }
  const base: Deps = {
    isScheduler: (req) => req.headers.get('authorization') === 'Bearer sb_secret_x',
    store,
    sender: { ok: true, send: async () => ({ id: 'em_1' }) },
    maxPerRun: 50,
    ...overrides,
  }
  return { deps: base, claimed }
}

const post = (authorization = 'Bearer sb_secret_x') =>
  new Request('http://fn.test/email-outbox', { method: 'POST', headers: { authorization } })

describe('email-outbox', () => {
  it('delivers up to maxPerRun due emails for the scheduler', async () => {
    const { deps: d, claimed } = deps()
    const res = await createHandler(d)(post())
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ sent: 1, failed: 0, refused: 0 })
    expect(claimed).toEqual([50])
  })

  it('refuses any other caller with 401 and claims nothing', async () => {
    const { deps: d, claimed } = deps()
    const res = await createHandler(d)(post('Bearer sb_publishable_x'))
    expect(res.status).toBe(401)
    expect(claimed).toEqual([])
  })

  it('says what to configure (503) without an email API, and claims nothing', async () => {
    const { deps: d, claimed } = deps({ sender: { ok: false, problem: EMAIL_NOT_CONFIGURED } })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const res = await createHandler(d)(post())
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ error: EMAIL_NOT_CONFIGURED })
    } finally {
      console.error = original
    }
    expect(claimed).toEqual([])
    expect(errors).toHaveLength(1)
  })
})
