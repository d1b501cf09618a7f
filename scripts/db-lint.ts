// npm run db:lint -- <splinter.sql>: runs Supabase's database linter (the SQL behind the
// dashboard's Security and Performance Advisors, `splinter.sql` from a checkout of the
// supabase/splinter repository; not vendored here) against a fresh database with the
// project's migrations. Exits non-zero on any finding except unused_index, which means
// nothing on a database that has served no queries.
import { readFile } from 'node:fs/promises'
import { openMigratedDb } from '../tests/schema/support/migrated-db.ts'

const IGNORED = new Set(['unused_index'])
const file = process.argv[2]
if (!file) {
  console.error('usage: npm run db:lint -- <path to splinter.sql>')
  process.exit(2)
}

// splinter.sql is one `union all` of parenthesised lints. Each runs on its own so that a
// lint needing something this database lacks (pg_graphql, pgmq, statistics views) is
// reported as skipped instead of hiding every other result.
const parts = (await readFile(file, 'utf8'))
  .replace(/^set local search_path = '';\s*/m, '')
  .split(/^union all$/m)
  .map((part) => part.trim())

type Finding = { name: string; level: string; detail: string }
const db = await openMigratedDb()
// Hosted projects expose these schemas through PostgREST (supabase/config.toml, [api] schemas).
await db.query(`select set_config('pgrst.db_schemas', 'public, graphql_public', false)`)

const findings: Finding[] = []
const skipped: string[] = []
for (const part of parts) {
  const lint = /'([a-z_0-9]+)' as name/.exec(part)?.[1] ?? 'unknown lint'
  try {
    const { rows } = await db.query<Finding>(`select name, level, detail from ${part} as lint`)
    findings.push(...rows)
  } catch (error) {
    skipped.push(`${lint}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
await db.close()

const counted = findings.filter((f) => !IGNORED.has(f.name))
for (const f of findings) {
  console.log(`${IGNORED.has(f.name) ? 'ignored' : f.level} ${f.name}: ${f.detail}`)
}
for (const s of skipped) console.log(`skipped ${s}`)
console.log(
  `${parts.length} lints, ${parts.length - skipped.length} ran, ${counted.length} findings (${findings.length - counted.length} ignored)`,
)
process.exit(counted.length ? 1 : 0)
