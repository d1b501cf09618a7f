import { readFile } from 'node:fs/promises'
import type { Db } from './db.ts'

// In this order: auth and storage need the roles and schemas the first one creates.
const BOOTSTRAP_FILES = ['roles', 'auth', 'storage', 'platform'].map(
  (part) => new URL(`./bootstrap-${part}.sql`, import.meta.url),
)

/**
 * Creates what hosted Supabase provides before a project's migrations run (idempotent).
 * Resolves to true when the database had never been bootstrapped, i.e. it is fresh.
 */
export async function bootstrap(db: Db): Promise<{ fresh: boolean }> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is null as fresh`,
  )
  for (const file of BOOTSTRAP_FILES) await db.exec(await readFile(file, 'utf8'))
  return { fresh: rows[0]?.fresh === true }
}
