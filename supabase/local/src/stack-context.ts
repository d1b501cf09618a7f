import type { Db, Queryable } from './db/db.ts'
import type { StackKeys } from './keys/keys.ts'
import { createMailbox, type Mailbox } from './services/mail/mailbox.ts'
import { statementTimeoutOf } from './db/statement-timeouts.ts'

// What every service of the stack is given: the database, keys, config and URL, and
// asRole/asRequest to run SQL as the caller. The types first, then createStackContext.

export type JwtClaims = {
  role: string
  sub?: string
  exp?: number
  session_id?: string
  [key: string]: unknown
}

export type { StackKeys } from './keys/keys.ts'

export interface StackConfig {
  port: number
  enableSignup: boolean
  jwtExpiry: number
  /** Functions whose `[functions.<name>] verify_jwt = false`: the gateway lets any caller in. */
  noVerifyJwt?: string[]
  /** `[functions.<name>] import_map`, as absolute paths (config.toml's are relative to its folder). */
  importMaps?: Record<string, string>
  /** `[storage] file_size_limit` in bytes: the project-wide cap over every bucket's own. */
  storageFileSizeLimit?: number
  /** `[auth]`'s email, password and rate-limit settings (defaults: DEFAULT_AUTH_SETTINGS). */
  auth?: AuthSettings
}

/** The parts of `[auth]`, `[auth.email]` and `[auth.rate_limit]` the auth service follows. */
export interface AuthSettings {
  /** `site_url`: where emails send people when no allowed redirect_to was given. */
  siteUrl: string
  /** `additional_redirect_urls`: further allowed redirect_to values (GoTrue's URI allow list). */
  additionalRedirectUrls: string[]
  /** `[auth.email] enable_signup`: the email provider (sign-in, recovery, invites) is on. */
  emailProvider: boolean
  /** `minimum_password_length`. */
  minimumPasswordLength: number
  /** `[auth.email] max_frequency` in seconds: the wait between two emails to one user. */
  emailMaxFrequencySeconds: number
  /** `[auth.email] otp_length` and `otp_expiry` (seconds). */
  otpLength: number
  otpExpirySeconds: number
  /**
   * `[auth.email.template.<type>]` subject and content (read from content_path): what the auth
   * emails say instead of GoTrue's built-in texts.
   */
  emailTemplates: Partial<Record<'invite' | 'recovery', { subject?: string; content?: string }>>
  /** `[inbucket] sender_name <admin_email>`: the From of auth emails, as under `supabase start`. */
  emailSender: string
  /** `[auth.rate_limit]`: per IP address, per 5 minutes, in token buckets of 30. */
  rateLimit: {
    /** Every `/token` grant (password sign-ins and refreshes): `token_refresh`. */
    tokenRefresh: number
    /** `/recover`, `/signup`, `/otp`: `sign_in_sign_ups`. */
    signInSignUps: number
    /** `/verify`: `token_verifications`. */
    tokenVerifications: number
  }
}

/** What PostgREST exposes to SQL as request.method / request.path / request.headers. */
export interface RequestInfo {
  method: string
  path: string
  /** Lower-case header names. */
  headers: Record<string, string>
  /** GET/HEAD run read-only, as in PostgREST. */
  readOnly?: boolean
}

export interface StackContext {
  db: Db
  keys: StackKeys
  config: StackConfig
  /** Public base URL, e.g. http://127.0.0.1:54321 */
  url: string
  /** Folder for persisted data (database, storage bytes). */
  dataDir: string
  /**
   * The mail catcher's store (services/mail): auth hands its mail here in-process; the
   * functions reach it through the catcher's Resend-style API.
   */
  mailbox: Mailbox
  /**
   * Runs fn in one transaction as the Postgres role named by claims.role, with
   * request.jwt.claims (and request.jwt.claim.role/sub) set, so RLS decides.
   */
  asRole<T>(claims: JwtClaims, fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** asRole plus request.method, request.path and request.headers set for the request. */
  asRequest<T>(
    claims: JwtClaims,
    request: RequestInfo,
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T>
}

// One round trip sets everything PostgREST sets per request (set_config('role') is SET LOCAL ROLE).
const SET_REQUEST = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.method', $4, true),
  set_config('request.path', $5, true),
  set_config('request.headers', $6, true),
  set_config('search_path', 'public, extensions', true),
  set_config('transaction_read_only', $7, true),
  set_config('statement_timeout', coalesce($8, current_setting('statement_timeout')), true)`

export function createStackContext(parts: {
  db: Db
  keys: StackKeys
  config: StackConfig
  url: string
  dataDir: string
}): StackContext {
  const { db } = parts
  function asRequest<T>(
    claims: JwtClaims,
    request: RequestInfo,
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.query(SET_REQUEST, [
        claims.role,
        JSON.stringify(claims),
        typeof claims.sub === 'string' ? claims.sub : '',
        request.method,
        request.path,
        JSON.stringify(request.headers),
        request.readOnly ? 'on' : 'off',
        statementTimeoutOf(claims.role),
      ])
      return fn(tx)
    })
  }
  return {
    ...parts,
    mailbox: createMailbox(),
    asRequest,
    asRole: (claims, fn) => asRequest(claims, { method: '', path: '', headers: {} }, fn),
  }
}
