import { describe, expect, it, vi } from 'vitest'
import type { EngineDeps } from '../_shared/campaigns/engine-deps.ts'
import { createHandler, type Deps } from './handler.ts'

// The engine is never reached in these cases; a database call would throw.
const unreachableEngine: EngineDeps = {
  db: new Proxy(Object.create(null), {
    get() {
      throw new Error('the engine must not be called')
    },
  }),
  writer: { problem: 'unused' },
  sanitize: (html) => html,
  now: () => new Date(),
}

const handler = (overrides: Partial<Deps> = {}) =>
  createHandler({
    callerOf: async () => 'admin',
    engine: unreachableEngine,
    runInBackground: vi.fn(),
    ...overrides,
  })

const post = (body: unknown) =>
  new Request('http://fn/generate-blog-post', { method: 'POST', body: JSON.stringify(body) })

describe('generate-blog-post handler', () => {
  it('answers CORS preflights', async () => {
    const response = await handler()(new Request('http://fn/x', { method: 'OPTIONS' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('x-client-info')
  })

  it('is for admins only: 401 without a session, 403 for a signed-in non-admin', async () => {
    const body = { campaignId: crypto.randomUUID() }
    const anonymous = await handler({ callerOf: async () => 'anonymous' })(post(body))
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Sign in as an admin to generate articles' })
    const member = await handler({ callerOf: async () => 'not-admin' })(post(body))
    expect(member.status).toBe(403)
    expect(await member.json()).toEqual({
      error: 'Only editors, admins and the owner can generate articles',
    })
    const failed = await handler({ callerOf: () => Promise.reject(new Error('down')) })(post(body))
    expect(failed.status).toBe(403)
  })

  it('rejects a body without a campaign id', async () => {
    for (const body of [{}, { campaignId: 'x' }, 'text']) {
      const response = await handler()(post(body))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'campaignId must be the id of a campaign' })
    }
  })

  it('only accepts POST', async () => {
    const response = await handler()(new Request('http://fn/x'))
    expect(response.status).toBe(405)
  })
})
