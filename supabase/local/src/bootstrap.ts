import { readFile } from 'node:fs/promises'
import type { Db } from './context.ts'

const BOOTSTRAP_SQL = new URL('./bootstrap.sql', import.meta.url)

/**
 * Creates what hosted Supabase provides before migrations (idempotent).
 * Resolves to true when the database had never been bootstrapped, i.e. it is fresh.
 */
export async function bootstrap(db: Db): Promise<{ fresh: boolean }> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is null as fresh`,
  )
  await db.exec(await readFile(BOOTSTRAP_SQL, 'utf8'))
  return { fresh: rows[0]?.fresh === true }
}
