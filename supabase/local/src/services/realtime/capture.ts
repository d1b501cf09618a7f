import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { Db, Queryable } from '../../db/db.ts'
import type { ChangeType } from './bindings.ts'

const CAPTURE_SQL = new URL('./capture.sql', import.meta.url)
export const CHANGES_CHANNEL = 'realtime_local_changes'
const BATCH_SIZE = 500

export type Row = Record<string, unknown>

export type Change = {
  relid: string
  schema: string
  table: string
  type: ChangeType
  record: Row | null
  oldRecord: Row | null
  /** UTC, millisecond precision: YYYY-MM-DDTHH:MM:SS.mmmZ */
  commitTimestamp: string
  rls: boolean
  /** pg_class.relreplident: 'f' (full) keeps every old column. */
  replicaIdentity: string
}

// Drivers may hand jsonb over parsed or as text.
const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? JSON.parse(value) : value), schema)

const rowSchema = z.record(z.string(), z.unknown())

const changeRows = z.array(
  z.object({
    relid: z.string(),
    schema: z.string(),
    table: z.string(),
    type: z.enum(['INSERT', 'UPDATE', 'DELETE']),
    record: json(rowSchema.nullable()),
    old_record: json(rowSchema.nullable()),
    rls: z.boolean(),
    replica_identity: z.string(),
    commit_timestamp: z.string(),
    more: z.boolean(),
  }),
)

export const tableKey = (schema: string, table: string) => JSON.stringify([schema, table])

export async function installCapture(db: Db): Promise<void> {
  await db.exec(await readFile(CAPTURE_SQL, 'utf8'))
  // Changes queued while no realtime service was attached have nobody to go to.
  await db.query('delete from realtime.local_change_queue')
}

/** Triggers the publication's tables; resolves to their tableKeys. */
export async function syncCapture(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query('select * from realtime.local_sync_capture()')
  const tables = z.array(z.object({ schema_name: z.string(), table_name: z.string() })).parse(rows)
  return new Set(tables.map((t) => tableKey(t.schema_name, t.table_name)))
}

/**
 * Takes up to BATCH_SIZE committed changes off the queue, oldest first; `more` tells whether
 * committed changes remain.
 */
export async function takeChanges(db: Queryable): Promise<{ changes: Change[]; more: boolean }> {
  const { rows } = await db.query(
    `with bounds as (
       select min(id) + ${BATCH_SIZE - 1} as last from realtime.local_change_queue
     ), batch as (
       delete from realtime.local_change_queue where id <= (select last from bounds)
       returning *
     )
     select b.relid::text as relid, n.nspname as schema, c.relname as table, b.type,
       b.record, b.old_record, c.relrowsecurity as rls, c.relreplident::text as replica_identity,
       to_char(b.committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp,
       exists (
         select 1 from realtime.local_change_queue where id > (select last from bounds)
       ) as more
     from batch b
     join pg_catalog.pg_class c on c.oid = b.relid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     order by b.id`,
  )
  const parsed = changeRows.parse(rows)
  const changes = parsed.map((row) => ({
    relid: row.relid,
    schema: row.schema,
    table: row.table,
    type: row.type,
    record: row.record,
    oldRecord: row.old_record,
    commitTimestamp: row.commit_timestamp,
    rls: row.rls,
    replicaIdentity: row.replica_identity,
  }))
  return { changes, more: parsed.some((row) => row.more) }
}
