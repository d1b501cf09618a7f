// Contracts shared by the services of the embedded local stack.

export type JwtClaims = {
  role: string
  sub?: string
  exp?: number
  session_id?: string
  [key: string]: unknown
}

export interface QueryResult<R> {
  rows: R[]
  affectedRows: number
  fields: { name: string; dataTypeID: number }[]
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>
}

/** A transaction that can also run multi-statement scripts (migrations). */
export interface ScriptTx extends Queryable {
  exec(sql: string): Promise<void>
}

/** One small interface over PGlite and native Postgres. */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs several statements (no parameters). */
  exec(sql: string): Promise<void>
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** Like transaction, with exec for scripts; used for migrations. */
  scriptTransaction<T>(fn: (tx: ScriptTx) => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves to an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface StackKeys {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

export interface StackConfig {
  port: number
  enableSignup: boolean
  jwtExpiry: number
  /** Functions whose `[functions.<name>] verify_jwt = false`: the gateway lets any caller in. */
  noVerifyJwt?: string[]
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
