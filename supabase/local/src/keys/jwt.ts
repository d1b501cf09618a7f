import {
  createLocalJWKSet,
  errors,
  jwtVerify,
  SignJWT,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose'
import type { JwtClaims } from '../stack-context.ts'
import { jwtForOpaqueKey, type SigningKey, type StackKeys, type VerifyKeys } from './keys.ts'

export type JwtFailure = 'empty' | 'parts' | 'signature' | 'expired' | 'claims'

export type JwtResult =
  | { ok: true; claims: JwtClaims; token: string }
  | { ok: false; reason: JwtFailure; /** segment count, for reason 'parts' */ parts: number }

export type JwtRejection = Extract<JwtResult, { ok: false }>

const encoder = new TextEncoder()

/** The algorithms the stack's services accept: the legacy secret's and the signing keys'. */
export const JWT_ALGORITHMS = ['HS256', 'ES256']

const resolvers = new WeakMap<VerifyKeys, JWTVerifyGetKey>()

/**
 * jose's key lookup for a token, as the services of a migrated project verify: HS256 with the
 * legacy JWT secret, ES256 with the JWKS key its `kid` names (CLI functions/serve/templates/main.ts
 * verifyHybridJWT; PostgREST and storage take the same JWKS plus the secret).
 */
export function verificationKey(keys: VerifyKeys): JWTVerifyGetKey {
  let resolver = resolvers.get(keys)
  if (!resolver) {
    const secret = encoder.encode(keys.jwtSecret)
    const jwks = createLocalJWKSet(keys.jwks)
    resolver = (header, token) => (header.alg === 'HS256' ? secret : jwks(header, token))
    resolvers.set(keys, resolver)
  }
  return resolver
}

function toClaims(payload: JWTPayload): JwtClaims {
  const role = typeof payload.role === 'string' ? payload.role : ''
  return { ...payload, role }
}

// Every request carries the same few tokens; verifying once per token is enough
// as long as expiry is re-checked on each use.
const verified = new Map<string, JwtClaims>()
const MAX_CACHED = 1000

function cachedClaims(key: string): JwtClaims | undefined {
  const claims = verified.get(key)
  if (claims && typeof claims.exp === 'number' && claims.exp <= Date.now() / 1000) {
    verified.delete(key)
    return undefined
  }
  return claims
}

function cacheKey(token: string, keys: VerifyKeys): string {
  const kids = keys.jwks.keys.map((key) => key.kid ?? '').join(',')
  return `${keys.jwtSecret}\n${kids}\n${token}`
}

/** Verifies an HS256 (legacy secret) or ES256 (signing key) JWT; each service words failures itself. */
export async function verifyJwt(token: string, keys: VerifyKeys): Promise<JwtResult> {
  const key = cacheKey(token, keys)
  const cached = cachedClaims(key)
  if (cached) return { ok: true, claims: cached, token }
  const result = await verifyUncached(token, keys)
  if (result.ok) {
    if (verified.size >= MAX_CACHED) verified.clear()
    verified.set(key, result.claims)
  }
  return result
}

async function verifyUncached(token: string, keys: VerifyKeys): Promise<JwtResult> {
  if (token === '') return { ok: false, reason: 'empty', parts: 0 }
  const parts = token.split('.').length
  if (parts !== 3) return { ok: false, reason: 'parts', parts }
  try {
    const { payload } = await jwtVerify(token, verificationKey(keys), {
      algorithms: JWT_ALGORITHMS,
    })
    return { ok: true, claims: toClaims(payload), token }
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', parts }
    if (err instanceof errors.JWTClaimValidationFailed)
      return { ok: false, reason: 'claims', parts }
    return { ok: false, reason: 'signature', parts }
  }
}

/** Signs with the legacy HS256 secret (the demo keys, tests that forge tokens). */
export function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret))
}

/** Signs a session token with the signing key, as GoTrue does with asymmetric keys (alg, kid, typ). */
export function signSessionJwt(payload: JWTPayload, key: SigningKey): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey)
}

/** The token of an `Authorization: Bearer <token>` header; undefined for other schemes. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined
  const m = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim())
  return m ? (m[1] ?? '').trim() : undefined
}

/**
 * The token a request acts with, chosen like the CLI gateway (internal/start/start.go,
 * BearerToken): the Authorization bearer unless it is an opaque sb_ key; else the JWT the
 * project's opaque apikey stands for; else the apikey as sent. An opaque bearer that differs
 * from the apikey is passed on and fails as a JWT (API keys docs, "Known limitations": a key
 * in `Authorization: Bearer` is only accepted when it equals the `apikey` header).
 */
export function requestToken(
  authorization: string | undefined,
  apikey: string | undefined,
  keys: StackKeys,
): string | undefined {
  const bearer = bearerToken(authorization)
  if (bearer !== undefined && !bearer.startsWith('sb_')) return bearer
  if (bearer !== undefined && apikey !== undefined && bearer !== apikey) return bearer
  const key = apikey ?? bearer
  if (key === undefined) return undefined
  return jwtForOpaqueKey(key, keys) ?? key
}

/** Claims for a REST/storage request: no token means the anon role. */
export async function claimsFromRequest(
  authorization: string | undefined,
  apikey: string | undefined,
  keys: StackKeys,
): Promise<JwtResult> {
  const token = requestToken(authorization, apikey, keys)
  if (token === undefined) return { ok: true, claims: { role: 'anon' }, token: '' }
  const result = await verifyJwt(token, keys)
  if (result.ok && result.claims.role === '')
    return { ...result, claims: { ...result.claims, role: 'anon' } }
  return result
}
