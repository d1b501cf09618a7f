import type { Queryable } from '../../db/db.ts'

export interface Column {
  name: string
  /** format_type() text, e.g. `text[]`, `timestamp with time zone` */
  type: string
  /** The column default as SQL (pg_get_expr), or null. */
  default: string | null
  identity: boolean
}

export interface Table {
  schema: string
  name: string
  columns: Column[]
  byName: Map<string, Column>
  primaryKey: string[]
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface RpcFunction {
  name: string
  args: FunctionArg[]
  returnsSet: boolean
  /** 'void', 'scalar', or 'row' (composite / table / record results). */
  returns: 'void' | 'scalar' | 'row'
}

export interface SchemaCache {
  tables: Map<string, Table>
  functions: Map<string, RpcFunction[]>
}

export const EXPOSED_SCHEMAS = ['public', 'graphql_public']

const TABLES_SQL = `
select n.nspname as schema, c.relname as table, a.attname as column,
  format_type(a.atttypid, a.atttypmod) as type, pg_get_expr(d.adbin, d.adrelid) as default,
  a.attidentity <> '' as identity,
  coalesce(a.attnum = any(pk.conkey), false) as pk
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
order by n.nspname, c.relname, a.attnum`

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set,
  case when p.prorettype = 'void'::regtype then 'void'
       when t.typtype = 'c' or p.prorettype = 'record'::regtype then 'row'
       else 'scalar' end as returns,
  coalesce((
    select json_agg(json_build_object('name', coalesce(p.proargnames[i], ''),
      'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
      'mode', coalesce(p.proargmodes[i], 'i')) order by i)
    from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) as i
  ), '[]')::text as args,
  p.pronargdefaults as defaults
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
where n.nspname = 'public' and p.prokind = 'f'`

interface ArgRow {
  name: string
  type: string
  mode: string
}

function isArgRow(value: unknown): value is ArgRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'name') === 'string' &&
    typeof Reflect.get(value, 'type') === 'string' &&
    typeof Reflect.get(value, 'mode') === 'string'
  )
}

function parseArgs(json: string, defaults: number): FunctionArg[] {
  const parsed: unknown = JSON.parse(json)
  const rows = Array.isArray(parsed) ? parsed.filter(isArgRow) : []
  const inputs = rows.filter((r) => r.mode === 'i' || r.mode === 'b' || r.mode === 'v')
  return inputs.map((r, i) => ({
    name: r.name,
    type: r.type,
    hasDefault: i >= inputs.length - defaults,
  }))
}

/** Reads tables, views and functions of the exposed schemas from the catalog. */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const tables = new Map<string, Table>()
  const cols = await db.query<{
    schema: string
    table: string
    column: string
    type: string
    default: string | null
    identity: boolean
    pk: boolean
  }>(TABLES_SQL, [EXPOSED_SCHEMAS])
  for (const row of cols.rows) {
    const key = `${row.schema}.${row.table}`
    let table = tables.get(key)
    if (!table) {
      table = {
        schema: row.schema,
        name: row.table,
        columns: [],
        byName: new Map(),
        primaryKey: [],
      }
      tables.set(key, table)
    }
    const column: Column = {
      name: row.column,
      type: row.type,
      default: row.default,
      identity: row.identity,
    }
    table.columns.push(column)
    table.byName.set(column.name, column)
    if (row.pk) table.primaryKey.push(column.name)
  }
  const functions = new Map<string, RpcFunction[]>()
  const fns = await db.query<{
    name: string
    returns_set: boolean
    returns: 'void' | 'scalar' | 'row'
    args: string
    defaults: number
  }>(FUNCTIONS_SQL)
  for (const row of fns.rows) {
    const fn: RpcFunction = {
      name: row.name,
      returnsSet: row.returns_set,
      returns: row.returns,
      args: parseArgs(row.args, row.defaults),
    }
    functions.set(row.name, [...(functions.get(row.name) ?? []), fn])
  }
  return { tables, functions }
}
