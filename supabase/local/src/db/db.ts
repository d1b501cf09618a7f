// The one database interface of the stack, over PGlite (db-pglite.ts) and native Postgres
// (db-postgres.ts); open-db.ts picks one.

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

/**
 * Session settings every connection must have. Migrations may change session settings
 * (pg_dump output sets search_path to ''), so migrate.ts re-applies these after each one.
 */
export const SESSION_DEFAULTS = `reset all; reset role; set search_path to "$user", public, extensions; set timezone to 'UTC';`
