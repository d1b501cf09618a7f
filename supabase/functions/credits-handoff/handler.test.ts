import { describe, expect, it } from 'vitest'
import { HANDOFF_NOT_CONFIGURED, type HandoffStore } from '../_shared/credits-handoff.ts'
import { createHandler, errors, type Deps } from './handler.ts'

const ID = 'b6c1c7a2-0000-4000-8000-000000000001'

function deps(overrides: Partial<Deps> = {}) {
  const claims: { limit: number; id?: string }[] = []
  const store: HandoffStore = {
    claim: async (options) => {
      claims.push(options)
      return [{ id: options.id ?? ID, payload: {} }]
    },
    finish: async () => {},
  }
  const base: Deps = {
    isScheduler: (req) => req.headers.get('authorization') === 'Bearer sb_secret_x',
    callerOf: async (authorization) =>
      authorization === 'Bearer admin' ? 'admin' : authorization ? 'not-admin' : 'anonymous',
    store,
    send: async () => {},
    maxPerRun: 20,
    ...overrides,
  }
  return { handler: createHandler(base), claims }
}

const post = (body: unknown, authorization?: string) =>
  new Request('http://fn.test/credits-handoff', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
    body: JSON.stringify(body),
  })

describe('credits-handoff', () => {
  it('delivers the due hand-offs for the schedule', async () => {
    const { handler, claims } = deps()
    const res = await handler(post({}, 'Bearer sb_secret_x'))
    expect(await res.json()).toEqual({ delivered: 1, failed: 0 })
    expect(claims).toEqual([{ limit: 20 }])
  })

  it('retries one hand-off for an admin, and says whether it is configured', async () => {
    const { handler, claims } = deps()
    const retried = await handler(post({ retry: ID }, 'Bearer admin'))
    expect(await retried.json()).toEqual({ delivered: 1, failed: 0 })
    expect(claims).toEqual([{ limit: 1, id: ID }])
    expect(await (await handler(post({}, 'Bearer admin'))).json()).toEqual({ configured: true })
  })

  it('says what to set when the hand-off is off, claiming nothing', async () => {
    const { handler, claims } = deps({ send: null })
    const status = await handler(post({}, 'Bearer admin'))
    expect(await status.json()).toEqual({ configured: false, problem: HANDOFF_NOT_CONFIGURED })
    const retry = await handler(post({ retry: ID }, 'Bearer admin'))
    expect(retry.status).toBe(503)
    expect(await retry.json()).toEqual({ error: HANDOFF_NOT_CONFIGURED })
    const original = console.error
    console.error = () => {}
    try {
      expect((await handler(post({}, 'Bearer sb_secret_x'))).status).toBe(503)
    } finally {
      console.error = original
    }
    expect(claims).toEqual([])
  })

  it('refuses anyone else and a malformed body', async () => {
    const { handler, claims } = deps()
    const anonymous = await handler(post({ retry: ID }))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: errors.signIn })
    const stranger = await handler(post({ retry: ID }, 'Bearer user'))
    expect(stranger.status).toBe(403)
    expect(await stranger.json()).toEqual({ error: errors.notAdmin })
    const bad = await handler(post({ retry: 'not-an-id' }, 'Bearer admin'))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: errors.badBody })
    expect(claims).toEqual([])
  })
})
