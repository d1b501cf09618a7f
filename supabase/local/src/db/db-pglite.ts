import { mkdir } from 'node:fs/promises'
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { SESSION_DEFAULTS, type Db, type QueryResult, type ScriptTx } from './db.ts'
import { isNewCluster, pgliteTemplate } from './pglite-template.ts'
import { ident } from './sql.ts'

type PgliteRunner = Pick<Transaction, 'query' | 'exec'>

function wrap(runner: PgliteRunner): ScriptTx {
  return {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const r = await runner.query<R>(sql, params)
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0, fields: r.fields }
    },
    async exec(sql: string) {
      await runner.exec(sql)
    },
  }
}

// Strings go to Postgres as text, untouched, as with node-postgres: PGlite's own
// serializers would turn 'abc' for a boolean into a JS error instead of SQLSTATE 22P02.
const serializers = Object.fromEntries(
  Object.entries(types.serializers).map(([oid, serialize]) => [
    oid,
    (value: unknown) => (typeof value === 'string' ? value : serialize(value)),
  ]),
)

/** PGlite in dataDir (memory when undefined), from the bootstrapped template on a new cluster. */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  // NodeFS writes through to the OS on every write, so a commit acknowledged here has
  // reached the kernel and survives the process being killed; relaxedDurability stays off.
  // PGlite's NodeFS creates only the last folder of the path.
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const loadDataDir = isNewCluster(dataDir) ? await pgliteTemplate() : undefined
  const pg = await PGlite.create(dataDir, {
    loadDataDir,
    // pg_trgm: the admin lists' search indexes (migration 20261126000000_list_indexes.sql).
    extensions: { pgcrypto, pg_trgm, uuid_ossp },
    relaxedDurability: false,
    serializers,
  })
  await pg.exec(SESSION_DEFAULTS)
  const root = wrap(pg)
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    // PGlite is one connection: its transaction() holds a mutex, so transactions and
    // queries from concurrent requests are serialized rather than interleaved.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    scriptTransaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      // Quoted so the channel name is case-sensitive, as on the pg backend.
      const unlisten = await pg.listen(ident(channel), onNotify)
      return () => unlisten()
    },
    close: () => pg.close(),
  }
}
