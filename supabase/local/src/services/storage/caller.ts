import type { Context } from 'hono'
import { jwtVerify } from 'jose'
import type { JwtClaims, StackKeys } from '../../stack-context.ts'
import { JWT_ALGORITHMS, requestToken, verificationKey } from '../../keys/jwt.ts'
import { storageErrors } from './errors.ts'

interface Caller {
  claims: JwtClaims
  /** False when the route let an invalid or missing JWT through as anon. */
  authenticated: boolean
}

export const SERVICE_ROLE: JwtClaims = { role: 'service_role' }

/**
 * The request's caller (storage-api's jwt plugin). Routes that allow an invalid JWT (object
 * GET/HEAD/info) treat it as an unauthenticated anon; the others answer 403 Unauthorized.
 */
export async function callerOf(
  c: Context,
  keys: StackKeys,
  options: { allowInvalidJwt: boolean },
): Promise<Caller> {
  const token = requestToken(c.req.header('authorization'), c.req.header('apikey'), keys) ?? ''
  try {
    // jose directly (not jwt.ts's verifyJwt): storage-api answers with jose's own message.
    const { payload } = await jwtVerify(token, verificationKey(keys), {
      algorithms: JWT_ALGORITHMS,
    })
    const role = typeof payload.role === 'string' && payload.role !== '' ? payload.role : 'anon'
    return { claims: { ...payload, role }, authenticated: true }
  } catch (error) {
    if (options.allowInvalidJwt) return { claims: { role: 'anon' }, authenticated: false }
    throw storageErrors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT')
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** storage-api's owner columns: `owner` only when the sub is a uuid, `owner_id` as is. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' ? claims.sub : null
  return { owner: sub !== null && UUID.test(sub) ? sub : null, ownerId: sub }
}
