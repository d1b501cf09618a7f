import { fileURLToPath } from 'node:url'
import { bootstrap } from '../../supabase/local/src/db/bootstrap.ts'
import { openDb } from '../../supabase/local/src/db/open-db.ts'
import { migrate } from '../../supabase/local/src/db/migrate.ts'
import { introspect } from './introspect.ts'
import { renderTypes } from './render.ts'

const ROOT = new URL('../../', import.meta.url)
const MIGRATIONS_DIR = fileURLToPath(new URL('supabase/migrations/', ROOT))

/**
 * Where `npm run db:types` writes: beside the functions, which Deno cannot point outside
 * supabase/functions. The site imports the same file as `@/lib/database.types` (a path of
 * tsconfig.json; type-only imports, so no bundler resolves it).
 */
export const TYPES_FILE = fileURLToPath(
  new URL('supabase/functions/_shared/database.types.ts', ROOT),
)

/** Applies the migrations to a fresh in-memory database and renders its public schema. */
export async function generateTypes(): Promise<string> {
  const db = await openDb()
  try {
    await bootstrap(db)
    await migrate(db, { migrationsDir: MIGRATIONS_DIR, fresh: true })
    return await renderTypes(await introspect(db, 'public'), 'public')
  } finally {
    await db.close()
  }
}
