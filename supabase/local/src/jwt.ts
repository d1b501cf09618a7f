import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import type { JwtClaims, StackKeys } from './stack-context.ts'
import { jwtForOpaqueKey } from './keys.ts'

export type JwtFailure = 'empty' | 'parts' | 'signature' | 'expired' | 'claims'

export type JwtResult =
  | { ok: true; claims: JwtClaims; token: string }
  | { ok: false; reason: JwtFailure; /** segment count, for reason 'parts' */ parts: number }

export type JwtRejection = Extract<JwtResult, { ok: false }>

const encoder = new TextEncoder()
const secretKey = (secret: string) => encoder.encode(secret)

function toClaims(payload: JWTPayload): JwtClaims {
  const role = typeof payload.role === 'string' ? payload.role : ''
  return { ...payload, role }
}

// Every request carries the same few tokens; verifying HMAC once per token is enough
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

/** Verifies an HS256 JWT; each service words the failure reasons itself. */
export async function verifyJwt(token: string, secret: string): Promise<JwtResult> {
  const key = `${secret}\n${token}`
  const cached = cachedClaims(key)
  if (cached) return { ok: true, claims: cached, token }
  const result = await verifyUncached(token, secret)
  if (result.ok) {
    if (verified.size >= MAX_CACHED) verified.clear()
    verified.set(key, result.claims)
  }
  return result
}

async function verifyUncached(token: string, secret: string): Promise<JwtResult> {
  if (token === '') return { ok: false, reason: 'empty', parts: 0 }
  const parts = token.split('.').length
  if (parts !== 3) return { ok: false, reason: 'parts', parts }
  try {
    const { payload } = await jwtVerify(token, secretKey(secret), { algorithms: ['HS256'] })
    return { ok: true, claims: toClaims(payload), token }
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', parts }
    if (err instanceof errors.JWTClaimValidationFailed)
      return { ok: false, reason: 'claims', parts }
    return { ok: false, reason: 'signature', parts }
  }
}

export function signJwt(payload: JWTPayload, secret: string): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(secretKey(secret))
}

/** The token of an `Authorization: Bearer <token>` header; undefined for other schemes. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined
  const m = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim())
  return m ? (m[1] ?? '').trim() : undefined
}

/**
 * The token a request acts with, chosen like the CLI gateway: the Authorization bearer
 * unless it is an opaque sb_ key; else the JWT an opaque apikey stands for; else the apikey.
 */
export function requestToken(
  authorization: string | undefined,
  apikey: string | undefined,
  keys: StackKeys,
): string | undefined {
  const bearer = bearerToken(authorization)
  if (bearer !== undefined && !bearer.startsWith('sb_')) return bearer
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
  const result = await verifyJwt(token, keys.jwtSecret)
  if (result.ok && result.claims.role === '')
    return { ...result, claims: { ...result.claims, role: 'anon' } }
  return result
}
