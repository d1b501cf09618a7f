import type { Queryable } from '../../db/db.ts'
import { tableSql } from './build-sql.ts'
import type { Condition } from './parse-filter.ts'
import type { OrderTerm, SelectItem } from './parse-select.ts'
import type { Table } from './schema-cache.ts'

// Hosted Supabase adds a hint to "permission denied for table ..." (42501) for the API roles:
// supautils' permission hints (supabase/supautils src/permission_hints.c and the executor hook
// in src/supautils.c, `supautils.hint_roles = 'anon, authenticated, service_role'` on managed
// projects). It names the privileges the statement lacked, in the order SELECT, INSERT, UPDATE,
// DELETE: one is lacking when the role has it neither on the table nor on every column the
// statement uses with it (any column, when it uses none). The stack knows what its own SQL uses,
// so it asks the catalog the same question after the statement fails.

const HINT_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** What a statement on one table reads and writes, as the stack's SQL does it. */
export interface TableUse {
  table: Table
  /** Columns read (select list, filters, order, RETURNING); undefined when it reads nothing. */
  select?: string[]
  insert?: string[]
  update?: string[]
  delete?: boolean
}

export function selectedColumns(t: Table, items: SelectItem[] | null): string[] {
  if (items === null) return []
  if (items.some((item) => item.kind === 'star')) return t.columns.map((c) => c.name)
  return items.flatMap((item) => (item.kind === 'column' ? [item.column] : []))
}

export function conditionColumns(conditions: Condition[]): string[] {
  return conditions.flatMap((c) =>
    c.kind === 'filter' ? [c.column] : conditionColumns(c.children),
  )
}

export const orderColumns = (order: OrderTerm[]): string[] => order.map((o) => o.column)

/** supautils' hint for a 42501 on `use.table`, or null when it would add none. */
export async function permissionHint(
  db: Queryable,
  role: string,
  message: string,
  use: TableUse,
): Promise<string | null> {
  if (!HINT_ROLES.has(role)) return null
  if (!/^permission denied for (table|view) /.test(message)) return null
  if (message.replace(/^permission denied for (table|view) /, '') !== use.table.name) return null
  const needed = [
    ['SELECT', use.select],
    ['INSERT', use.insert],
    ['UPDATE', use.update],
    ['DELETE', use.delete ? [] : undefined],
  ].flatMap(([privilege, columns], ord) =>
    columns === undefined ? [] : [{ privilege, columns: [...new Set(columns)], ord }],
  )
  const { rows } = await db.query<{ missing: string[] | null; target: string; grantee: string }>(
    `select array_agg(n.privilege order by n.ord) filter (where not (
         has_table_privilege($1, t.oid, n.privilege)
         or (n.privilege <> 'DELETE' and case
           when cardinality(n.columns) = 0 then has_any_column_privilege($1, t.oid, n.privilege)
           else (select bool_and(has_column_privilege($1, t.oid, c, n.privilege)) from unnest(n.columns) c)
         end)
       )) as missing,
       quote_ident(t.nspname) || '.' || quote_ident(t.relname) as target,
       quote_ident($1) as grantee
     from (select c.oid, c.relname, s.nspname from pg_class c join pg_namespace s on s.oid = c.relnamespace
           where c.oid = to_regclass($2)) t,
       jsonb_to_recordset($3::jsonb) as n(privilege text, columns text[], ord int)
     group by t.oid, t.nspname, t.relname`,
    [role, tableSql(use.table), JSON.stringify(needed)],
  )
  const row = rows[0]
  if (!row?.missing?.length) return null
  return `Grant the required privileges to the current role with: GRANT ${row.missing.join(', ')} ON ${row.target} TO ${row.grantee};`
}
