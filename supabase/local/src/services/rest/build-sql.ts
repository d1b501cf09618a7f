import { ident } from '../../db/sql.ts'
import { Params, whereSql, type ColumnRef } from './build-where.ts'
import { restError } from './errors.ts'
import { MAX_ROWS } from './parse-query.ts'
import type { Condition } from './parse-filter.ts'
import type { OrderTerm, SelectItem } from './parse-select.ts'
import type { Table } from './schema-cache.ts'

export interface Sql {
  text: string
  params: unknown[]
}

export const tableSql = (t: Table) => `${ident(t.schema)}.${ident(t.name)}`

/** References to `t`'s columns through `alias`, checked against the schema cache. */
export function columnRef(t: Table, alias: string): ColumnRef {
  return (column) => {
    if (!t.byName.has(column)) {
      throw restError(400, '42703', `column ${t.name}.${column} does not exist`)
    }
    return `${alias}.${ident(column)}`
  }
}

export function selectList(items: SelectItem[], ref: ColumnRef, star: string): string {
  return items
    .map((item) =>
      item.kind === 'star'
        ? star
        : `${ref(item.column)}${item.cast ? `::${item.cast}` : ''} as ${ident(item.alias ?? item.column)}`,
    )
    .join(', ')
}

export function orderSql(order: OrderTerm[], ref: ColumnRef): string {
  if (order.length === 0) return ''
  const terms = order.map(
    (o) =>
      `${ref(o.column)}${o.direction ? ` ${o.direction}` : ''}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
  )
  return ` order by ${terms.join(', ')}`
}

export interface ReadSpec {
  /** A FROM item, e.g. `"public"."t"`, naming its rows `alias`. */
  from: string
  select: string
  conditions: Condition[]
  ref: ColumnRef
  order: OrderTerm[]
  limit: number | undefined
  offset: number
  /**
   * Prefer: count=… (PostgREST's Query/Statements.hs): `exact` counts every matching row;
   * `estimated` counts at most maxRows + 1 of them (readResponse then asks the planner when
   * that limit is passed); `planned` leaves the total to the planner alone.
   */
  count: 'exact' | 'estimated' | 'planned' | undefined
  /** db-max-rows, for the estimated count. */
  maxRows?: number
  single: boolean
  params?: Params
  /** What each row contributes to the JSON array; the whole row by default. */
  item?: string
}

/** The rows a read's filters match, for the planner's count (`explain` of it). */
export function countSql(spec: Pick<ReadSpec, 'from' | 'conditions' | 'ref'>): Sql {
  const params = new Params()
  const where = whereSql(spec.conditions, spec.ref, params)
  return { text: `select 1 from ${spec.from}${where}`, params: params.values }
}

/** One statement answering a read: total (with count), page size and the JSON body. */
export function readSql(spec: ReadSpec): Sql {
  const params = spec.params ?? new Params()
  const where = whereSql(spec.conditions, spec.ref, params)
  const order = orderSql(spec.order, spec.ref)
  const limit = spec.limit === undefined ? '' : ` limit ${params.add(spec.limit)}`
  const offset = spec.offset > 0 ? ` offset ${params.add(spec.offset)}` : ''
  const total =
    spec.count === 'exact'
      ? `(select count(*) from ${spec.from}${where})`
      : spec.count === 'estimated'
        ? `(select count(*) from (select 1 from ${spec.from}${where} limit ${params.add((spec.maxRows ?? MAX_ROWS) + 1)}) pgrst_count)`
        : 'null'
  const item = spec.item ?? 'pgrst_source'
  // One aggregate level over the page: cheaper to plan than a CTE read twice, and json_agg
  // keeps the subquery's order.
  const body = spec.single
    ? `(json_agg(${item}) -> 0)::text`
    : `coalesce(json_agg(${item}), '[]')::text`
  const text =
    `select ${total}::int8 as total, count(*)::int as page, ${body} as body ` +
    `from (select ${spec.select} from ${spec.from}${where}${order}${limit}${offset}) pgrst_source`
  return { text, params: params.values }
}
