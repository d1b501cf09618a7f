import { jwtVerify } from 'jose'
import { JWT_ALGORITHMS, verificationKey } from '../../keys/jwt.ts'
import type { VerifyKeys } from '../../keys/keys.ts'

function unauthorized(msg: string): Response {
  return Response.json({ msg }, { status: 401 })
}

/**
 * The gateway's verify_jwt check (CLI functions/serve/templates/main.ts, verifyHybridJWT):
 * undefined when the bearer is a JWT signed with the legacy secret (HS256) or a signing key of
 * the JWKS (ES256), else the 401 it answers. An opaque sb_ key is not a JWT, so it fails here.
 */
export async function jwtRejection(
  authorization: string | undefined,
  keys: VerifyKeys,
): Promise<Response | undefined> {
  if (!authorization) return unauthorized('Error: Missing authorization header')
  const [scheme, token = ''] = authorization.split(' ')
  if (scheme !== 'Bearer') return unauthorized("Error: Auth header is not 'Bearer {token}'")
  try {
    await jwtVerify(token, verificationKey(keys), { algorithms: JWT_ALGORITHMS })
    return undefined
  } catch {
    return unauthorized('Invalid JWT')
  }
}
