import { describe, expect, it } from 'vitest'
import { verifyJwt } from './jwt.ts'
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './keys.ts'

describe('demo keys', () => {
  it('are HS256 JWTs signed with the demo secret, with the roles supabase start prints', async () => {
    expect(await verifyJwt(DEMO_ANON_KEY, DEMO_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 },
    })
    expect(await verifyJwt(DEMO_SERVICE_ROLE_KEY, DEMO_JWT_SECRET)).toMatchObject({
      ok: true,
      claims: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
    })
    expect(
      await verifyJwt(DEMO_ANON_KEY, 'some-other-secret-of-at-least-32-characters'),
    ).toMatchObject({ ok: false, reason: 'signature' })
  })
})
