import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { decodeProtectedHeader, SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { apiKeyRejection, isBrowserUserAgent } from './api-keys.ts'
import { claimsFromRequest, signSessionJwt, verifyJwt } from './jwt.ts'
import {
  DEMO_ANON_KEY,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
  jwtForOpaqueKey,
  stackKeys,
} from './keys.ts'

const keys = await stackKeys()
const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

describe('demo keys', () => {
  it('are HS256 JWTs signed with the demo secret, with the roles supabase start prints', async () => {
    expect(await verifyJwt(DEMO_ANON_KEY, keys)).toMatchObject({
      ok: true,
      claims: { iss: 'supabase-demo', role: 'anon', exp: 1983812996 },
    })
    expect(await verifyJwt(DEMO_SERVICE_ROLE_KEY, keys)).toMatchObject({
      ok: true,
      claims: { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
    })
    const otherSecret = { ...keys, jwtSecret: 'some-other-secret-of-at-least-32-characters' }
    expect(await verifyJwt(DEMO_ANON_KEY, otherSecret)).toMatchObject({
      ok: false,
      reason: 'signature',
    })
  })

  it('map the publishable key to anon and the secret key to service_role', async () => {
    expect(jwtForOpaqueKey(DEMO_PUBLISHABLE_KEY, keys)).toBe(DEMO_ANON_KEY)
    expect(jwtForOpaqueKey(DEMO_SECRET_KEY, keys)).toBe(DEMO_SERVICE_ROLE_KEY)
    expect(jwtForOpaqueKey('sb_publishable_unknown', keys)).toBeUndefined()
    // supabase-js sends the key as the bearer too: the gateway acts with the apikey's role.
    const bearerAndKey = (key: string) => claimsFromRequest(`Bearer ${key}`, key, keys)
    expect(await bearerAndKey(DEMO_PUBLISHABLE_KEY)).toMatchObject({ claims: { role: 'anon' } })
    expect(await bearerAndKey(DEMO_SECRET_KEY)).toMatchObject({ claims: { role: 'service_role' } })
    // A different opaque bearer is passed on and fails as a JWT (API keys docs, limitations).
    expect(
      await claimsFromRequest(`Bearer ${DEMO_SECRET_KEY}`, DEMO_PUBLISHABLE_KEY, keys),
    ).toMatchObject({ ok: false, reason: 'parts', parts: 1 })
  })
})

describe('signing key', () => {
  it('signs sessions with ES256 and a kid the JWKS publishes without its private part', async () => {
    const token = await signSessionJwt({ role: 'authenticated', sub: 'u' }, keys.signingKey)
    expect(decodeProtectedHeader(token)).toEqual({
      alg: 'ES256',
      kid: keys.signingKey.kid,
      typ: 'JWT',
    })
    expect(keys.jwks.keys).toEqual([
      expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: keys.signingKey.kid }),
    ])
    expect(keys.jwks.keys[0]).not.toHaveProperty('d')
    expect(await verifyJwt(token, keys)).toMatchObject({
      ok: true,
      claims: { role: 'authenticated' },
    })
  })

  it('refuses an ES256 token from another key, even with the same kid', async () => {
    const other = await stackKeys()
    const forged = await signSessionJwt(
      { role: 'service_role' },
      { ...other.signingKey, kid: keys.signingKey.kid },
    )
    expect(await verifyJwt(forged, keys)).toMatchObject({ ok: false, reason: 'signature' })
    // An HS256 token signed with a public key's bytes (alg confusion) fails too.
    const confused = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', kid: keys.signingKey.kid })
      .sign(new TextEncoder().encode(JSON.stringify(keys.jwks.keys[0])))
    expect(await verifyJwt(confused, keys)).toMatchObject({ ok: false, reason: 'signature' })
  })

  it('is kept per data dir, so sessions survive a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'keys-'))
    dirs.push(dir)
    const first = await stackKeys(dir)
    const again = await stackKeys(dir)
    expect(again.jwks).toEqual(first.jwks)
    const saved: unknown = JSON.parse(await readFile(path.join(dir, 'signing-key.json'), 'utf8'))
    expect(saved).toMatchObject({ kty: 'EC', alg: 'ES256', kid: first.signingKey.kid })
  })
})

describe('apiKeyRejection', () => {
  const checked = { checkApikey: true, requireApikey: true }
  const functions = { checkApikey: false, requireApikey: false }

  it('refuses a secret key from a browser User-Agent with 401', () => {
    for (const [request, rules] of [
      [{ apikey: DEMO_SECRET_KEY, userAgent: CHROME }, checked],
      [{ authorization: `Bearer ${DEMO_SECRET_KEY}`, userAgent: CHROME }, functions],
    ] as const) {
      const refused = apiKeyRejection(request, keys, rules)
      expect(refused?.status).toBe(401)
      expect(refused?.body).toEqual({ message: 'Forbidden use of secret API key in browser' })
    }
  })

  it('lets the secret key from servers and the publishable key from browsers through', () => {
    for (const userAgent of [undefined, 'node', 'Deno/2.1.4', 'curl/8.14.1']) {
      expect(apiKeyRejection({ apikey: DEMO_SECRET_KEY, userAgent }, keys, checked)).toBeUndefined()
    }
    expect(
      apiKeyRejection({ apikey: DEMO_PUBLISHABLE_KEY, userAgent: CHROME }, keys, checked),
    ).toBeUndefined()
    // The legacy service_role JWT has no browser check on hosted.
    expect(
      apiKeyRejection({ apikey: DEMO_SERVICE_ROLE_KEY, userAgent: CHROME }, keys, checked),
    ).toBeUndefined()
  })

  it('answers Invalid API key for an sb_ key that is not the project’s, where checked', () => {
    const unknown = { apikey: 'sb_publishable_not-this-project' }
    expect(apiKeyRejection(unknown, keys, checked)?.body).toMatchObject({
      message: 'Invalid API key',
    })
    expect(apiKeyRejection(unknown, keys, functions)).toBeUndefined()
  })

  it('refuses a request without an apikey, a secret key sent only as Bearer included', () => {
    for (const request of [
      {},
      { apikey: '' },
      { authorization: `Bearer ${DEMO_SECRET_KEY}` },
      { authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
    ]) {
      const refused = apiKeyRejection(request, keys, checked)
      expect(refused?.status).toBe(401)
      expect(refused?.body).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
      expect(refused?.headers).toMatchObject({ 'sb-error-code': 'UNAUTHORIZED_MISSING_API_KEY' })
      // Functions check their own: the gateway lets it through to them.
      expect(apiKeyRejection(request, keys, functions)).toBeUndefined()
    }
  })

  it('tells browsers by their User-Agent', () => {
    expect(isBrowserUserAgent(CHROME)).toBe(true)
    expect(isBrowserUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true)
    expect(isBrowserUserAgent('node')).toBe(false)
    expect(isBrowserUserAgent(undefined)).toBe(false)
  })
})
