import type { MiddlewareHandler } from 'hono'
import { bearerToken } from './jwt.ts'
import { opaqueKeyKind, type StackKeys } from './keys.ts'
import { WireError } from '../gateway/wire-error.ts'

// The API gateway's rules for the opaque keys of a project created today (Supabase docs,
// guides/api/api-keys "Understanding API keys"; the CLI's gateway, internal/start/start.go):
// - a publishable key acts as `anon`, a secret key as `service_role` (jwt.ts requestToken);
// - a secret key is refused with 401 when the request comes from a browser, told by its
//   User-Agent ("You cannot use a secret key in the browser (matches on the User-Agent
//   header) and it will always reply with HTTP 401 Unauthorized");
// - an `sb_` apikey that is none of the project's keys is an invalid API key (401);
// - a request with no `apikey` header or query parameter is refused before any service sees it:
//   401 `No API key found in request`, header `sb-error-code: UNAUTHORIZED_MISSING_API_KEY`
//   (Supabase troubleshooting, "Auth error: {401: UNAUTHORIZED_MISSING_API_KEY} on admin
//   endpoints"; the body is Kong's key-auth answer, with its hint). A key sent only as
//   `Authorization: Bearer` counts as missing, the secret key included: "The secret key
//   (sb_secret_) is sent only within the Authorization: Bearer header" is that article's cause.

/**
 * Browsers: every browser's User-Agent starts with `Mozilla/` (Chrome, Firefox, Safari, Edge,
 * and the embedded web views). Server clients (node, Deno, curl, supabase-js outside a browser)
 * send their own names. Hosted does not publish its exact pattern; this is the common part.
 */
export function isBrowserUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && /^Mozilla\//.test(userAgent.trim())
}

export const SECRET_KEY_IN_BROWSER = 'Forbidden use of secret API key in browser'
export const NO_API_KEY = 'No API key found in request'

export interface ApiKeyRules {
  /** Refuses an `sb_` apikey that is none of the project's keys. */
  checkApikey: boolean
  /** Refuses a request without an apikey header or query parameter. */
  requireApikey: boolean
}

function missingApiKey(): WireError {
  return new WireError(
    401,
    { message: NO_API_KEY, hint: 'No `apikey` request header or url param was found.' },
    { 'Access-Control-Allow-Origin': '*', 'sb-error-code': 'UNAUTHORIZED_MISSING_API_KEY' },
  )
}

/** The gateway's refusal of the request's API key, or undefined to let it through. */
export function apiKeyRejection(
  request: { apikey?: string; authorization?: string; userAgent?: string },
  keys: Pick<StackKeys, 'publishableKey' | 'secretKey'>,
  options: ApiKeyRules,
): WireError | undefined {
  if (options.requireApikey && !request.apikey) return missingApiKey()
  const bearer = bearerToken(request.authorization)
  const sent = [request.apikey, bearer].filter((key) => key !== undefined)
  const usesSecret = sent.some((key) => opaqueKeyKind(key, keys) === 'secret')
  if (usesSecret && isBrowserUserAgent(request.userAgent)) {
    return new WireError(
      401,
      { message: SECRET_KEY_IN_BROWSER },
      { 'Access-Control-Allow-Origin': '*' },
    )
  }
  const { apikey } = request
  if (options.checkApikey && apikey?.startsWith('sb_') && !opaqueKeyKind(apikey, keys)) {
    return new WireError(
      401,
      {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
      { 'Access-Control-Allow-Origin': '*' },
    )
  }
  return undefined
}

/**
 * The gateway's API key check in front of a service. Functions: hosted does not check their
 * apikey ("Implement your own apikey-header authorization logic inside the Edge Function"), so
 * only the browser rule applies there. `openPaths` (below the mount) are served without an
 * apikey, as hosted serves public storage URLs and auth's email-link redirects.
 */
export function apiKeyGate(
  keys: Pick<StackKeys, 'publishableKey' | 'secretKey'>,
  options: ApiKeyRules & { openPaths?: readonly RegExp[] },
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    const request = `${c.req.method} ${c.req.path}`
    const open = options.openPaths?.some((pattern) => pattern.test(request)) ?? false
    const rejection = apiKeyRejection(
      {
        apikey: c.req.header('apikey') ?? c.req.query('apikey'),
        authorization: c.req.header('authorization'),
        userAgent: c.req.header('user-agent'),
      },
      keys,
      { ...options, requireApikey: options.requireApikey && !open },
    )
    if (rejection) return rejection.toResponse()
    return next()
  }
}
