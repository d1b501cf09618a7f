import type { Context } from 'hono'
import { z } from 'zod'
import type { StackContext } from '../../stack-context.ts'
import { callerOf } from './caller.ts'
import { mapDbErrors, storageErrors } from './errors.ts'
import { isoTimestamp } from './queries.ts'

const listBodySchema = z.object({
  prefix: z.string(),
  limit: z.number().int().min(1).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']),
      order: z.enum(['asc', 'desc']).optional(),
    })
    .optional(),
})

// storage.search (storage-api migrations 0056): the direct children of the prefix, folders
// (id null) among files by case-insensitive name, or folders first for the other sort columns.
function listSql(column: string, order: 'asc' | 'desc'): string {
  const sort =
    column === 'name'
      ? `lower(name) collate "C" ${order}`
      : `id is not null, case when id is null then name end ${order}, ${column} ${order}, name`
  return `with matched as (
      select substr(name, char_length($2::text) + 1) as rest, id, updated_at, created_at,
        last_accessed_at, metadata
      from storage.objects
      where bucket_id = $1 and starts_with(lower(name), lower($2::text || $3::text))
    ), entries as (
      select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
        null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
      from matched where strpos(rest, '/') > 0 group by 1
      union all
      select rest, id, updated_at, created_at, last_accessed_at, metadata
      from matched where strpos(rest, '/') = 0
    ), page as (
      select *, row_number() over (order by ${sort}) as position from entries
    )
    select coalesce(json_agg(json_build_object('name', name, 'id', id,
        'updated_at', ${isoTimestamp('updated_at')}, 'created_at', ${isoTimestamp('created_at')},
        'last_accessed_at', ${isoTimestamp('last_accessed_at')}, 'metadata', metadata)
      order by position), '[]')::text as body
    from page where position > $5::int and position <= $5::int + $4::int`
}

/** `POST /object/list/<bucket>`: a bucket missing or hidden by RLS lists as `[]`. */
export function listHandler(ctx: StackContext) {
  return async (c: Context): Promise<Response> => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const parsed = listBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) throw storageErrors.invalidBody('body must have required property prefix')
    const { prefix, limit = 100, offset = 0, search = '', sortBy } = parsed.data
    const folder = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`
    const sql = listSql(sortBy?.column ?? 'name', sortBy?.order ?? 'asc')
    const { rows } = await mapDbErrors(() =>
      ctx.asRole(caller.claims, (tx) =>
        tx.query<{ body: string }>(sql, [c.req.param('bucket'), folder, search, limit, offset]),
      ),
    )
    return c.body(rows[0]?.body ?? '[]', 200, { 'Content-Type': 'application/json; charset=utf-8' })
  }
}
