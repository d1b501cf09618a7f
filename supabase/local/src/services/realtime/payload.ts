import type { Change, Row } from './capture.ts'
import type { Column } from './columns.ts'

function pick(row: Row | null, columns: Column[]): Row {
  const picked: Row = {}
  for (const column of columns) {
    if (row && Object.hasOwn(row, column.name)) picked[column.name] = row[column.name]
  }
  return picked
}

/** The old row as the WAL would carry it: every column for REPLICA IDENTITY FULL, else the key. */
function identityColumns(change: Change, columns: Column[]): Column[] {
  return change.replicaIdentity === 'f' ? columns : columns.filter((c) => c.pk)
}

/**
 * The row binding filters are evaluated on, limited to `columns` (the subscriber's
 * selectable ones, so a filter cannot probe hidden values): the new row, or for a DELETE the
 * replica identity, as hosted evaluates it.
 */
export const filterRow = (change: Change, columns: Column[]): Row =>
  change.type === 'DELETE'
    ? pick(change.oldRecord, identityColumns(change, columns))
    : pick(change.record, columns)

/**
 * The `data` of a postgres_changes event (realtime-js RealtimePostgresChangesPayload) as JSON, limited to `columns` (those the
 * receiving role may select). A DELETE on an RLS table only shows the primary key, because
 * deletes are not RLS-checked.
 */
export function changeData(change: Change, columns: Column[]): string {
  const old =
    change.type === 'DELETE' && change.rls
      ? columns.filter((c) => c.pk)
      : identityColumns(change, columns)
  const data: Row = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns: columns.map((c) => ({ name: c.name, type: c.type })),
  }
  if (change.type !== 'DELETE') data.record = pick(change.record, columns)
  if (change.type !== 'INSERT') data.old_record = pick(change.oldRecord, old)
  data.errors = null
  return JSON.stringify(data)
}

/** What hosted sends a subscriber it cannot check: no record, just the reason. */
export function errorData(change: Change, message: string): string {
  return JSON.stringify({
    schema: change.schema,
    table: change.table,
    type: change.type,
    errors: [message],
  })
}
