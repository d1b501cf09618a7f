import { describe, expect, it } from 'vitest'
import { signJwt } from '../../keys/jwt.ts'
import { stackKeys } from '../../keys/keys.ts'
import { verifyToken } from './token.ts'

const demoKeys = await stackKeys()

const secret = demoKeys.jwtSecret
const now = () => Math.floor(Date.now() / 1000)

describe('realtime tokens', () => {
  it('accepts the anon key with its role', async () => {
    expect(await verifyToken(demoKeys.anonKey, demoKeys)).toMatchObject({
      ok: true,
      claims: { role: 'anon', iss: 'supabase-demo' },
    })
  })

  it('reads a token without a role as anon', async () => {
    const token = await signJwt({ sub: 'x', exp: now() + 60 }, secret)
    expect(await verifyToken(token, demoKeys)).toMatchObject({ ok: true, claims: { role: 'anon' } })
  })

  it('says how long ago an expired token expired', async () => {
    const token = await signJwt({ role: 'authenticated', exp: now() - 30 }, secret)
    const result = await verifyToken(token, demoKeys)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(/^Token has expired 3\d seconds ago$/)
  })

  it('refuses a token signed with another secret, or no JWT at all', async () => {
    const token = await signJwt({ role: 'service_role' }, 'another-secret-another-secret-another')
    expect(await verifyToken(token, demoKeys)).toEqual({ ok: false, reason: 'Invalid token' })
    expect(await verifyToken('garbage', demoKeys)).toEqual({ ok: false, reason: 'Invalid token' })
  })
})
