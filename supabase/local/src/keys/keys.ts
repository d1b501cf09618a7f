import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JSONWebKeySet } from 'jose'
import { z } from 'zod'

// The public demo values `supabase start` prints (Supabase CLI pkg/config/apikeys.go). Local use only.
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'
// The opaque keys of today's CLI (same file, defaultPublishableKey / defaultSecretKey).
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** What verifies a session token: the legacy HS256 secret and the public signing keys. */
export interface VerifyKeys {
  jwtSecret: string
  /** Public keys only, as auth serves them at /auth/v1/.well-known/jwks.json. */
  jwks: JSONWebKeySet
}

/** The asymmetric key auth signs new sessions with (ES256, as hosted projects use by default). */
export interface SigningKey {
  kid: string
  privateKey: CryptoKey
}

export interface StackKeys extends VerifyKeys {
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  signingKey: SigningKey
}

const privateJwk = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  d: z.string(),
  kid: z.string().min(1),
  alg: z.literal('ES256'),
})
type PrivateJwk = z.infer<typeof privateJwk>

const SIGNING_KEY_FILE = 'signing-key.json'

async function newSigningJwk(): Promise<PrivateJwk> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  return privateJwk.parse({
    ...(await exportJWK(privateKey)),
    kid: crypto.randomUUID(),
    alg: 'ES256',
  })
}

/**
 * The ES256 signing key of a data dir, kept in <dataDir>/signing-key.json: made on its first
 * start (as `supabase gen signing-key` makes one per project), so sessions survive restarts and
 * no private key is ever committed. Without a data dir (memory stacks, tests) a fresh one.
 */
async function signingJwk(dataDir: string | undefined): Promise<PrivateJwk> {
  if (dataDir === undefined) return newSigningJwk()
  const file = path.join(dataDir, SIGNING_KEY_FILE)
  const saved = await readFile(file, 'utf8').then(
    (text) => privateJwk.safeParse(JSON.parse(text)),
    () => undefined,
  )
  if (saved?.success) return saved.data
  const jwk = await newSigningJwk()
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, JSON.stringify(jwk), { mode: 0o600 })
  return jwk
}

/** The demo keys `supabase start` prints, with the data dir's signing key. */
export async function stackKeys(dataDir?: string): Promise<StackKeys> {
  const { d: _private, ...publicJwk } = await signingJwk(dataDir)
  const privateKey = await importJWK({ ...publicJwk, d: _private }, 'ES256')
  if (!(privateKey instanceof CryptoKey)) throw new Error('signing key: not an EC private key')
  return {
    jwtSecret: DEMO_JWT_SECRET,
    anonKey: DEMO_ANON_KEY,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    publishableKey: DEMO_PUBLISHABLE_KEY,
    secretKey: DEMO_SECRET_KEY,
    signingKey: { kid: publicJwk.kid, privateKey },
    // What GoTrue serves: the public half only.
    jwks: { keys: [{ ...publicJwk, use: 'sig', key_ops: ['verify'] }] },
  }
}

export type ApiKeyKind = 'publishable' | 'secret'

/** Which of the project's opaque keys this is, if any. */
export function opaqueKeyKind(
  key: string,
  keys: Pick<StackKeys, 'publishableKey' | 'secretKey'>,
): ApiKeyKind | undefined {
  if (key === keys.secretKey) return 'secret'
  if (key === keys.publishableKey) return 'publishable'
  return undefined
}

/** Maps an opaque sb_ key to the JWT it stands for, as the CLI's gateway does. */
export function jwtForOpaqueKey(key: string, keys: StackKeys): string | undefined {
  const kind = opaqueKeyKind(key, keys)
  if (kind === 'secret') return keys.serviceRoleKey
  if (kind === 'publishable') return keys.anonKey
  return undefined
}
