import type { Queryable } from '../../db/db.ts'
import type { Change } from './capture.ts'
import { loadColumns, type Column } from './columns.ts'

// Reading columns and privileges costs as much as the rest of a change's trip, so they are
// kept briefly. A row whose keys differ from the cached columns (ALTER TABLE) reloads at
// once; grant changes take effect within TTL_MS.
const TTL_MS = 1000

type Entry = { loadedAt: number; roles: ReadonlySet<string>; columns: Column[] }

export type ColumnsOf = (changes: Change[], roles: string[]) => Promise<Map<string, Column[]>>

function sameShape(columns: Column[], change: Change): boolean {
  const row = change.record ?? change.oldRecord
  if (!row) return true
  const names = Object.keys(row)
  return names.length === columns.length && columns.every((c) => Object.hasOwn(row, c.name))
}

/** Columns of the changes' tables, for `roles`, by relid. */
export function createColumnCache(db: Queryable): ColumnsOf {
  const entries = new Map<string, Entry>()
  const isFresh = (entry: Entry | undefined, change: Change, roles: string[]) =>
    entry !== undefined &&
    Date.now() - entry.loadedAt < TTL_MS &&
    roles.every((role) => entry.roles.has(role)) &&
    sameShape(entry.columns, change)

  return async (changes, roles) => {
    const stale = new Set(
      changes.filter((c) => !isFresh(entries.get(c.relid), c, roles)).map((c) => c.relid),
    )
    if (stale.size > 0) {
      const loaded = await loadColumns(db, [...stale], roles)
      const loadedAt = Date.now()
      for (const relid of stale) {
        entries.set(relid, { loadedAt, roles: new Set(roles), columns: loaded.get(relid) ?? [] })
      }
    }
    return new Map(changes.map((c) => [c.relid, entries.get(c.relid)?.columns ?? []]))
  }
}
