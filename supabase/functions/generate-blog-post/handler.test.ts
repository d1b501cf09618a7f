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
    isAdmin: async () => true,
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

  it('is for admins only', async () => {
    const response = await handler({ isAdmin: async () => false })(
      post({ campaignId: crypto.randomUUID() }),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Forbidden' })
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
