import { openPglite } from './db-pglite.ts'
import { openPostgres } from './db-postgres.ts'
import type { Db } from './db.ts'

export interface OpenDbOptions {
  /** PGlite data folder; memory when undefined. Ignored when databaseUrl is set. */
  dataDir?: string
  /** Native Postgres connection string (env DATABASE_URL). */
  databaseUrl?: string
}

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir)
}
