import { z } from 'zod'
import type { Queryable } from '../../db/db.ts'

export type Column = {
  name: string
  /** pg_type.typname, e.g. uuid, text, _text */
  type: string
  pk: boolean
  /** Roles (of those asked about) holding SELECT on this column. */
  selectableBy: ReadonlySet<string>
}

const columnRows = z.array(
  z.object({
    relid: z.string(),
    name: z.string(),
    type: z.string(),
    pk: z.boolean(),
    roles: z.array(z.string()),
  }),
)

/** Columns of each table in attribute order, with which of `roles` may select them. */
export async function loadColumns(
  db: Queryable,
  relids: string[],
  roles: string[],
): Promise<Map<string, Column[]>> {
  const { rows } = await db.query(
    `select a.attrelid::text as relid, a.attname as name, t.typname as type,
       coalesce(a.attnum = any (k.conkey), false) as pk,
       -- to_regrole is null for a role that does not exist, and the check then null too.
       array(
         select r from unnest($2::text[]) as r
         where has_column_privilege(to_regrole(quote_ident(r)), a.attrelid, a.attnum, 'SELECT')
       ) as roles
     from pg_catalog.pg_attribute a
     join pg_catalog.pg_type t on t.oid = a.atttypid
     left join pg_catalog.pg_constraint k on k.conrelid = a.attrelid and k.contype = 'p'
     where a.attrelid = any ($1::oid[])
       and a.attnum > 0 and not a.attisdropped
     order by a.attrelid, a.attnum`,
    [relids, roles],
  )
  const tables = new Map<string, Column[]>()
  for (const row of columnRows.parse(rows)) {
    const columns = tables.get(row.relid) ?? []
    columns.push({ name: row.name, type: row.type, pk: row.pk, selectableBy: new Set(row.roles) })
    tables.set(row.relid, columns)
  }
  return tables
}
