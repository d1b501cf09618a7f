import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from './db.ts'
import { SESSION_DEFAULTS } from './db.ts'

export interface MigrateOptions {
  migrationsDir: string
  /** Run after the migrations when the database is fresh; skipped if the file is missing. */
  seedFile?: string
  fresh: boolean
  log?: (line: string) => void
}

// The Supabase CLI's rule: <timestamp>_<name>.sql; other files are skipped.
const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/

export interface MigrationFile {
  version: string
  name: string
  file: string
}

export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir).catch((err: unknown) => {
    if (isMissing(err)) return []
    throw err
  })
  return entries.sort().flatMap((file) => {
    const m = MIGRATION_FILE.exec(file)
    return m?.[1] && m[2] !== undefined ? [{ version: m[1], name: m[2], file }] : []
  })
}

export async function migrate(
  db: Db,
  options: MigrateOptions,
): Promise<{ applied: string[]; seeded: boolean }> {
  const done = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  )
  const appliedBefore = new Set(done.rows.map((r) => r.version))
  const applied: string[] = []
  for (const m of await listMigrations(options.migrationsDir)) {
    if (appliedBefore.has(m.version)) continue
    const sql = await readFile(path.join(options.migrationsDir, m.file), 'utf8')
    options.log?.(`Applying migration ${m.file}...`)
    await db
      .scriptTransaction(async (tx) => {
        await tx.exec(sql)
        await tx.exec(SESSION_DEFAULTS)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [m.version, [sql], m.name],
        )
      })
      .catch((err: unknown) => {
        throw new Error(
          `migration ${m.file} failed: ${err instanceof Error ? err.message : String(err)}`,
          { cause: err },
        )
      })
    applied.push(m.file)
  }
  const seeded = options.fresh && options.seedFile ? await seed(db, options.seedFile) : false
  if (seeded) options.log?.(`Seeding data from ${options.seedFile}...`)
  return { applied, seeded }
}

async function seed(db: Db, seedFile: string): Promise<boolean> {
  const sql = await readFile(seedFile, 'utf8').catch((err: unknown) => {
    if (isMissing(err)) return undefined
    throw err
  })
  if (sql === undefined) return false
  // Not wrapped in a transaction: seed files may contain their own begin/commit.
  await db.exec(`${sql}\n;${SESSION_DEFAULTS}`).catch((err: unknown) => {
    throw new Error(
      `seed ${seedFile} failed: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    )
  })
  await db.query(
    'insert into supabase_migrations.seed_files (path, hash) values ($1, $2) on conflict (path) do update set hash = excluded.hash',
    [path.basename(seedFile), createHash('sha256').update(sql).digest('hex')],
  )
  return true
}

/** Native Postgres only: drops every non-system schema and publication (PGlite deletes its folder). */
export async function dropEverything(db: Db): Promise<void> {
  await db.exec(`
    do $$
    declare r record;
    begin
      for r in select nspname from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema' loop
        execute format('drop schema %I cascade', r.nspname);
      end loop;
      for r in select pubname from pg_publication loop
        execute format('drop publication %I', r.pubname);
      end loop;
    end $$;
    create schema public;
    grant usage, create on schema public to public;
  `)
}

function isMissing(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT'
}
