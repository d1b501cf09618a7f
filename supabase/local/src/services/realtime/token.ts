import { decodeJwt } from 'jose'
import type { JwtClaims } from '../../stack-context.ts'
import { verifyJwt } from '../../keys/jwt.ts'
import type { VerifyKeys } from '../../keys/keys.ts'

export type TokenResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string }

/** Verifies a socket or channel token; like REST, a token without a role acts as anon. */
export async function verifyToken(token: string, keys: VerifyKeys): Promise<TokenResult> {
  const result = await verifyJwt(token, keys)
  if (result.ok)
    return { ok: true, claims: { ...result.claims, role: result.claims.role || 'anon' } }
  if (result.reason !== 'expired') return { ok: false, reason: 'Invalid token' }
  const { exp } = decodeJwt(token)
  const ago = typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0
  return { ok: false, reason: `Token has expired ${ago} seconds ago` }
}
