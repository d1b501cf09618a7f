import { ident } from '../../db/sql.ts'
import { columnRef, selectList, tableSql, type Sql } from './build-sql.ts'
import { Params, whereSql } from './build-where.ts'
import type { Condition } from './parse-filter.ts'
import type { SelectItem } from './parse-select.ts'
import type { Table } from './schema-cache.ts'

export interface Returning {
  /** null for return=minimal: then RETURNING names no column, so SELECT policies don't apply. */
  select: SelectItem[] | null
  single: boolean
}

/**
 * RETURNING names only the columns the select asks for, as PostgREST does (its returningF), so
 * a role with column-level SELECT grants can write and read back the columns it may see.
 */
function returnedColumns(t: Table, select: SelectItem[]): string {
  if (select.some((item) => item.kind === 'star')) return `${tableSql(t)}.*`
  const names = new Set(select.flatMap((item) => (item.kind === 'column' ? [item.column] : [])))
  const ref = columnRef(t, tableSql(t))
  return [...names].map(ref).join(', ')
}

/**
 * Wraps a data-modifying statement so one round trip gives the affected row count, the
 * inserted count (upserts) and the JSON body. Columns come back through pgrst_source.
 */
function wrap(
  t: Table,
  mutation: string,
  returning: Returning,
  upsertMerge: boolean,
  params: Params,
): Sql {
  const returned = returning.select ? returnedColumns(t, returning.select) : '1'
  const insertedCount = upsertMerge ? INSERTED_COUNT : 'null'
  let body = 'null::text'
  let rows = 'pgrst_source'
  if (returning.select) {
    const ref = columnRef(t, 'pgrst_source')
    const star = t.columns.map((c) => `pgrst_source.${ident(c.name)}`).join(', ')
    rows = `(select ${selectList(returning.select, ref, star)} from pgrst_source) pgrst_rows`
    body = returning.single
      ? `(json_agg(pgrst_rows) -> 0)::text`
      : `coalesce(json_agg(pgrst_rows), '[]')::text`
  }
  const text =
    `with pgrst_source as (${mutation} returning ${returned}) ` +
    `select count(*)::int as page, ${insertedCount}::int as inserted, ${body} as body from ${rows}`
  return { text, params: params.values }
}

// How an upsert counts the rows it inserted, as PostgREST does (SqlFragment.hs
// addConfigPgrstInserted, Statements.hs prepareWrite): every source row adds one to the
// transaction-local setting pgrst.inserted, every row updated on conflict takes one off. Not the
// system column xmax: reading it needs table-level SELECT, which a role granted SELECT on some
// columns only lacks ("permission denied for table"), so its upserts would fail.
const PGRST_INSERTED = `nullif(current_setting('pgrst.inserted', true), '')`
const INSERTED_COUNT = `coalesce(${PGRST_INSERTED}::int, 0)`
function countInserted(add: boolean): string {
  return add
    ? `set_config('pgrst.inserted', (coalesce(${PGRST_INSERTED}::int, 0) + 1)::text, true) <> '0'`
    : `set_config('pgrst.inserted', (coalesce(${PGRST_INSERTED}::int, 0) - 1)::text, true) <> '-1'`
}

export interface InsertSpec {
  table: Table
  rows: unknown[]
  columns: string[]
  missingDefault: boolean
  onConflict: string[] | undefined
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined
  returning: Returning
}

function defaultSql(t: Table, column: string, params: Params): string {
  const c = t.byName.get(column)
  if (c?.identity)
    return `nextval(pg_get_serial_sequence(${params.add(tableSql(t))}, ${params.add(column)}))`
  return c?.default ?? 'null'
}

export function insertSql(spec: InsertSpec): Sql {
  const { table: t, columns } = spec
  const params = new Params()
  const target = tableSql(t)
  const cols = columns.map(ident).join(', ')
  let source: string
  if (spec.missingDefault) {
    // Per row: the value when the key is present, else the column default.
    const values = columns.map(
      (c) =>
        `case when pgrst_j ? ${params.add(c)} then pgrst_r.${ident(c)} else ${defaultSql(t, c, params)} end`,
    )
    source =
      `select ${values.join(', ')} from jsonb_array_elements(${params.add(JSON.stringify(spec.rows))}::jsonb) pgrst_j` +
      `, lateral jsonb_populate_record(null::${target}, pgrst_j) pgrst_r`
  } else {
    source = `select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(spec.rows))}::json)`
  }
  const conflict = spec.onConflict ?? t.primaryKey
  const merge = spec.resolution === 'merge-duplicates'
  // Only a merge reads the count; the source's own WHERE comes first (missingDefault has none).
  if (merge) source += ` where ${countInserted(true)}`
  let mutation = `insert into ${target}${columns.length ? ` (${cols})` : ''} ${source}`
  if (spec.resolution && conflict.length > 0) {
    const target = `(${conflict.map(ident).join(', ')})`
    const set = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')
    mutation +=
      merge && set
        ? ` on conflict ${target} do update set ${set} where ${countInserted(false)}`
        : ` on conflict ${target} do nothing`
  }
  return wrap(t, mutation, spec.returning, merge, params)
}

export function updateSql(
  t: Table,
  body: string,
  columns: string[],
  conditions: Condition[],
  returning: Returning,
): Sql {
  const params = new Params()
  const cols = columns.map(ident).join(', ')
  const source = `(select ${cols} from json_populate_record(null::${tableSql(t)}, ${params.add(body)}::json))`
  const where = whereSql(conditions, columnRef(t, tableSql(t)), params)
  return wrap(
    t,
    `update ${tableSql(t)} set (${cols}) = ${source}${where}`,
    returning,
    false,
    params,
  )
}

export function deleteSql(t: Table, conditions: Condition[], returning: Returning): Sql {
  const params = new Params()
  const where = whereSql(conditions, columnRef(t, tableSql(t)), params)
  return wrap(t, `delete from ${tableSql(t)}${where}`, returning, false, params)
}
