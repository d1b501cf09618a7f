import { readFile } from 'node:fs/promises'
import type { Db } from './db.ts'

// In this order: auth and storage need the roles and schemas the first one creates. These four
// are what a new hosted project has before its first migration.
const PROJECT_PARTS = ['roles', 'auth', 'storage', 'realtime']

async function run(db: Db, parts: string[]): Promise<void> {
  for (const part of parts) {
    await db.exec(await readFile(new URL(`./bootstrap-${part}.sql`, import.meta.url), 'utf8'))
  }
}

/** What a fresh hosted project has before migrations (npm run deploy:rehearse); idempotent. */
export async function bootstrapProject(db: Db): Promise<void> {
  await run(db, PROJECT_PARTS)
}

/**
 * Creates what hosted Supabase provides before a project's migrations run, plus the Supabase
 * CLI's migration history the stack's migrator keeps (idempotent).
 * Resolves to true when the database had never been bootstrapped, i.e. it is fresh.
 */
export async function bootstrap(db: Db): Promise<{ fresh: boolean }> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is null as fresh`,
  )
  await run(db, [...PROJECT_PARTS, 'platform'])
  return { fresh: rows[0]?.fresh === true }
}
