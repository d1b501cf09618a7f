import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { signSessionJwt } from '../../keys/jwt.ts'
import { stackKeys } from '../../keys/keys.ts'
import { jwtRejection } from './verify-jwt.ts'

const keys = await stackKeys()

const secret = 'super-secret-jwt-token-with-at-least-32-characters-long'
const sign = (key: string) =>
  new SignJWT({ role: 'anon' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(key))

describe('jwtRejection', () => {
  it('lets a token signed with the project secret through', async () => {
    expect(await jwtRejection(`Bearer ${await sign(secret)}`, keys)).toBeUndefined()
  })

  it('lets a session signed with the ES256 signing key through', async () => {
    const session = await signSessionJwt({ role: 'authenticated' }, keys.signingKey)
    expect(await jwtRejection(`Bearer ${session}`, keys)).toBeUndefined()
  })

  it.each([
    [undefined, 'Error: Missing authorization header'],
    ['Basic abc', "Error: Auth header is not 'Bearer {token}'"],
    ['Bearer not-a-jwt', 'Invalid JWT'],
  ])('answers 401 for %s', async (header, msg) => {
    const response = await jwtRejection(header, keys)
    expect(response?.status).toBe(401)
    expect(await response?.json()).toEqual({ msg })
  })

  it('answers 401 Invalid JWT for a token signed with another secret', async () => {
    const other = await sign('another-secret-that-is-also-32-characters-long')
    expect(await (await jwtRejection(`Bearer ${other}`, keys))?.json()).toEqual({
      msg: 'Invalid JWT',
    })
  })
})
