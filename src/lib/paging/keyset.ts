import { z } from 'zod'

/**
 * Keyset paging, newest first: a page is the rows strictly older (or newer) than a cursor, the
 * (timestamp, id) of the row at the page's edge. Unlike offsets, rows inserted meanwhile never
 * shift a page, so no row is skipped or shown twice, and a deep page costs what the first does.
 * The indexes on (column desc, id desc): supabase/migrations/20261126000000_list_indexes.sql.
 */
export type Cursor = { at: string; id: string }
/** Where a list is: its newest page, or the page older / newer than a cursor. */
export type Position = { dir: 'older' | 'newer'; cursor: Cursor } | null

const SEPARATOR = '~'
// The timestamp as PostgREST sent it (microseconds and offset kept), then the row's id.
const cursorText = z
  .string()
  .max(200)
  .regex(/^\d{4}-\d{2}-\d{2}[T ][\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?~[\w-]{1,64}$/)

export const encodeCursor = ({ at, id }: Cursor) => `${at}${SEPARATOR}${id}`

/** A cursor from the address, or null when it is missing or not one (the list starts over). */
export function decodeCursor(raw: string | null): Cursor | null {
  const parsed = cursorText.safeParse(raw)
  if (!parsed.success) return null
  const at = parsed.data.slice(0, parsed.data.lastIndexOf(SEPARATOR))
  const id = parsed.data.slice(at.length + 1)
  return Number.isNaN(Date.parse(at)) ? null : { at, id }
}

export type KeysetPage<T> = { rows: T[]; hasOlder: boolean; hasNewer: boolean }

/**
 * Turns the `size + 1` rows read for a position into the page shown: newest first, and whether
 * an older / newer page exists. A newer page was read oldest first (from the cursor up).
 */
export function toKeysetPage<T>(fetched: T[], size: number, position: Position): KeysetPage<T> {
  const more = fetched.length > size
  const rows = fetched.slice(0, size)
  if (position?.dir === 'newer') return { rows: rows.reverse(), hasOlder: true, hasNewer: more }
  return { rows, hasOlder: more, hasNewer: position !== null }
}

/** The query methods keyset paging needs (supabase-js's filter builder has them). */
export interface KeysetQuery<Q> {
  lte(column: string, value: string): Q
  gte(column: string, value: string): Q
  or(filters: string): Q
  order(column: string, options: { ascending: boolean }): Q
  limit(count: number): Q
}

// Inside or=(...) a value with `:`, `+` or `,` must be quoted (PostgREST's filter grammar).
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

/**
 * Reads `size + 1` rows at a position, ordered by (column, id): the `lte`/`gte` is the index
 * condition the scan starts from, the `or` drops the rows of that exact timestamp already shown.
 */
export function applyKeyset<Q extends KeysetQuery<Q>>(
  query: Q,
  position: Position,
  size: number,
  column = 'created_at',
): Q {
  const ascending = position?.dir === 'newer'
  let q = query
  if (position) {
    const { at, id } = position.cursor
    q = ascending
      ? q.gte(column, at).or(`${column}.gt.${quoted(at)},id.gt.${quoted(id)}`)
      : q.lte(column, at).or(`${column}.lt.${quoted(at)},id.lt.${quoted(id)}`)
  }
  return q
    .order(column, { ascending })
    .order('id', { ascending })
    .limit(size + 1)
}
