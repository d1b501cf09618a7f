import { ident } from '../../sql.ts'
import { Params, whereSql, type ColumnRef } from './build-where.ts'
import { restError } from './errors.ts'
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
  count: boolean
  single: boolean
  params?: Params
  /** What each row contributes to the JSON array; the whole row by default. */
  item?: string
}

/** One statement answering a read: total (with count), page size and the JSON body. */
export function readSql(spec: ReadSpec): Sql {
  const params = spec.params ?? new Params()
  const where = whereSql(spec.conditions, spec.ref, params)
  const order = orderSql(spec.order, spec.ref)
  const limit = spec.limit === undefined ? '' : ` limit ${params.add(spec.limit)}`
  const offset = spec.offset > 0 ? ` offset ${params.add(spec.offset)}` : ''
  const total = spec.count ? `(select count(*) from ${spec.from}${where})` : 'null'
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
