import { describe, expect, it } from 'vitest'
import {
  hasProjectKey,
  hasSecretKey,
  publicKey,
  requireProjectKey,
  serverKey,
} from './project-keys.ts'

const legacy = { SUPABASE_ANON_KEY: 'anon-jwt', SUPABASE_SERVICE_ROLE_KEY: 'service-jwt' }
const hosted = {
  ...legacy,
  SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_a' }),
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_a', cron: 'sb_secret_b' }),
}
const request = (headers: Record<string, string>, method = 'POST') =>
  new Request('http://localhost/fn', { method, headers })

describe('serverKey and publicKey', () => {
  it('take the new keys when set, the legacy ones otherwise', () => {
    expect(serverKey(hosted)).toBe('sb_secret_a')
    expect(publicKey(hosted)).toBe('sb_publishable_a')
    expect(serverKey(legacy)).toBe('service-jwt')
    expect(publicKey(legacy)).toBe('anon-jwt')
    expect(serverKey({ ...legacy, SUPABASE_SECRET_KEYS: 'not json' })).toBe('service-jwt')
    expect(() => serverKey({})).toThrow('SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY')
  })
})

describe('caller checks', () => {
  it('accept any of the project keys as apikey, and only secret ones as the server', () => {
    expect(hasProjectKey(request({ apikey: 'sb_publishable_a' }), hosted)).toBe(true)
    expect(hasProjectKey(request({ apikey: 'anon-jwt' }), hosted)).toBe(true)
    expect(hasProjectKey(request({ apikey: 'sb_publishable_x' }), hosted)).toBe(false)
    expect(hasProjectKey(request({}), hosted)).toBe(false)
    expect(hasSecretKey(request({ apikey: 'sb_secret_b' }), hosted)).toBe(true)
    expect(hasSecretKey(request({ Authorization: 'Bearer service-jwt' }), hosted)).toBe(true)
    expect(hasSecretKey(request({ apikey: 'sb_publishable_a' }), hosted)).toBe(false)
  })

  it('requireProjectKey answers 401 without a key and lets preflights through', async () => {
    const handler = requireProjectKey(hosted, () => Promise.resolve(new Response('ok')))
    const refused = await handler(request({}))
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Invalid API key' })
    expect((await handler(request({}, 'OPTIONS'))).status).toBe(200)
    expect((await handler(request({ apikey: 'sb_publishable_a' }))).status).toBe(200)
  })
})
