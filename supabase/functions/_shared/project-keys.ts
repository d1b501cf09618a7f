// The project's API keys as a function sees them, and the checks built on them. Hosted Supabase
// gives every function SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS (JSON objects of the
// project's keys by name, e.g. {"default":"sb_secret_..."}) and SUPABASE_JWKS beside the legacy
// SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY (Supabase CLI functions/serve/templates/main.ts).
// Only zod here: functions without supabase-js (public-blog) import it too; the clients built on
// these keys are in service-client.ts.
import { z } from 'zod'
import { jsonError } from './http.ts'

export type Env = Record<string, string | undefined>

const keysByName = z.record(z.string(), z.string().min(1))

/** The keys of a SUPABASE_*_KEYS variable, `default` first; none when unset or malformed. */
function namedKeys(value: string | undefined): string[] {
  if (!value) return []
  try {
    const keys = keysByName.parse(JSON.parse(value))
    const { default: first, ...others } = keys
    return [...(first ? [first] : []), ...Object.values(others)]
  } catch {
    return []
  }
}

/**
 * The key server-side work uses: the project's secret key when one is set
 * (SUPABASE_SECRET_KEYS), else the legacy service-role key. Throws when neither is set.
 */
export function serverKey(env: Env): string {
  const key = namedKeys(env.SUPABASE_SECRET_KEYS)[0] ?? env.SUPABASE_SERVICE_ROLE_KEY
  if (!key) throw new Error('SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY must be set')
  return key
}

/** The key public reads use: the publishable key when set, else the legacy anon key. */
export function publicKey(env: Env): string {
  const key = namedKeys(env.SUPABASE_PUBLISHABLE_KEYS)[0] ?? env.SUPABASE_ANON_KEY
  if (!key) throw new Error('SUPABASE_PUBLISHABLE_KEYS or SUPABASE_ANON_KEY must be set')
  return key
}

/** Constant-time string comparison. */
function same(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

const oneOf = (key: string, keys: (string | undefined)[]) =>
  key !== '' &&
  keys.some((candidate) => candidate !== undefined && candidate !== '' && same(key, candidate))

/** The request's `apikey` header, or the bearer token when it is an opaque key (older clients). */
function apikeyOf(req: Request): string {
  const apikey = req.headers.get('apikey')
  if (apikey) return apikey
  const bearer = /^Bearer\s+(sb_\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]
  return bearer ?? ''
}

/** True when the request carries one of the project's secret keys (or the legacy service-role key). */
export function hasSecretKey(req: Request, env: Env): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1] ?? ''
  const secrets = [...namedKeys(env.SUPABASE_SECRET_KEYS), env.SUPABASE_SERVICE_ROLE_KEY]
  return oneOf(apikeyOf(req), secrets) || oneOf(bearer, secrets)
}

/** True when the request's apikey is one of the project's keys, new or legacy. */
export function hasProjectKey(req: Request, env: Env): boolean {
  return oneOf(apikeyOf(req), [
    ...namedKeys(env.SUPABASE_PUBLISHABLE_KEYS),
    ...namedKeys(env.SUPABASE_SECRET_KEYS),
    env.SUPABASE_ANON_KEY,
    env.SUPABASE_SERVICE_ROLE_KEY,
  ])
}

/**
 * For functions deployed with verify_jwt = false that visitors call through supabase-js (which
 * sends the publishable key as `apikey`): the platform no longer checks the caller, so the
 * function does, as Supabase's "Securing Edge Functions" guide says ("implement your own
 * apikey-header authorization"). 401 unless the apikey is one of the project's keys.
 */
export function requireProjectKey(
  env: Env,
  handler: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return (req) => {
    if (req.method !== 'OPTIONS' && !hasProjectKey(req, env)) {
      return Promise.resolve(jsonError('Invalid API key', 401))
    }
    return handler(req)
  }
}
