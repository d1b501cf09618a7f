import { jwtVerify } from 'jose'

const encoder = new TextEncoder()

function unauthorized(msg: string): Response {
  return Response.json({ msg }, { status: 401 })
}

/**
 * The gateway's verify_jwt check (CLI functions/serve/templates/main.ts): undefined when the
 * bearer is a JWT signed with the project secret, else the 401 it answers.
 */
export async function jwtRejection(
  authorization: string | undefined,
  jwtSecret: string,
): Promise<Response | undefined> {
  if (!authorization) return unauthorized('Error: Missing authorization header')
  const [scheme, token = ''] = authorization.split(' ')
  if (scheme !== 'Bearer') return unauthorized("Error: Auth header is not 'Bearer {token}'")
  try {
    await jwtVerify(token, encoder.encode(jwtSecret), { algorithms: ['HS256'] })
    return undefined
  } catch {
    return unauthorized('Invalid JWT')
  }
}
