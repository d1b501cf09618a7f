import { describe, expect, it } from 'vitest'
import { bearerToken, claimsFromRequest, signJwt, verifyJwt } from './jwt.ts'
import { restJwtMessage } from '../services/rest/errors.ts'
import { DEMO_PUBLISHABLE_KEY, DEMO_SECRET_KEY, stackKeys } from './keys.ts'

const demoKeys = await stackKeys()

const secret = demoKeys.jwtSecret
const now = () => Math.floor(Date.now() / 1000)

describe('verifyJwt', () => {
  it('classifies failures as PostgREST reports them', async () => {
    const expired = await signJwt({ role: 'anon', exp: now() - 1 }, secret)
    const cases = [
      ['', 'PGRST301', 'Empty JWT is sent in Authorization header'],
      ['a.b', 'PGRST301', 'Expected 3 parts in JWT; got 2'],
      ['a.b.c.d', 'PGRST301', 'Expected 3 parts in JWT; got 4'],
      ['a.b.c', 'PGRST301', 'JWT cryptographic operation failed'],
      [expired, 'PGRST303', 'JWT expired'],
    ]
    for (const [token = '', code, message] of cases) {
      const result = await verifyJwt(token, demoKeys)
      if (result.ok) throw new Error(`${token} verified`)
      expect(restJwtMessage(result)).toEqual({ code, message })
    }
  })

  it('re-checks expiry for tokens it has already verified', async () => {
    const soon = await signJwt({ role: 'anon', exp: now() + 1 }, secret)
    expect((await verifyJwt(soon, demoKeys)).ok).toBe(true)
    const later = await signJwt({ role: 'anon', exp: now() - 1 }, secret)
    expect(await verifyJwt(later, demoKeys)).toMatchObject({ ok: false, reason: 'expired' })
  })
})

describe('claimsFromRequest', () => {
  it('uses the bearer, maps opaque keys like the CLI gateway, and defaults to anon', async () => {
    expect(await claimsFromRequest(undefined, undefined, demoKeys)).toMatchObject({
      ok: true,
      claims: { role: 'anon' },
    })
    expect(
      await claimsFromRequest(`Bearer ${demoKeys.serviceRoleKey}`, demoKeys.anonKey, demoKeys),
    ).toMatchObject({
      claims: { role: 'service_role' },
    })
    expect(
      await claimsFromRequest(`Bearer ${DEMO_SECRET_KEY}`, DEMO_SECRET_KEY, demoKeys),
    ).toMatchObject({ claims: { role: 'service_role' } })
    expect(await claimsFromRequest(undefined, DEMO_PUBLISHABLE_KEY, demoKeys)).toMatchObject({
      claims: { role: 'anon' },
    })
    const roleless = await signJwt({ sub: 'x' }, secret)
    expect(await claimsFromRequest(`Bearer ${roleless}`, undefined, demoKeys)).toMatchObject({
      claims: { role: 'anon', sub: 'x' },
    })
  })

  it('reads bearer headers case-insensitively', () => {
    expect(bearerToken('bearer abc')).toBe('abc')
    expect(bearerToken('Bearer ')).toBe('')
    expect(bearerToken('Basic abc')).toBeUndefined()
  })
})
