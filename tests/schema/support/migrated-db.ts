import { fileURLToPath } from 'node:url'
import { bootstrap } from '../../../supabase/local/src/db/bootstrap.ts'
import type { Db } from '../../../supabase/local/src/db/db.ts'
import { openDb } from '../../../supabase/local/src/db/open-db.ts'
import { migrate } from '../../../supabase/local/src/db/migrate.ts'

export const MIGRATIONS_DIR = fileURLToPath(
  new URL('../../../supabase/migrations/', import.meta.url),
)
export const SEED_FILE = fileURLToPath(new URL('../../../supabase/seed.sql', import.meta.url))

/** A fresh in-memory database with the product migrations (and optionally the seed). */
export async function openMigratedDb(options: { seed?: boolean } = {}): Promise<Db> {
  const db = await openDb()
  await bootstrap(db)
  await migrate(db, {
    migrationsDir: MIGRATIONS_DIR,
    seedFile: options.seed ? SEED_FILE : undefined,
    fresh: true,
  })
  return db
}
