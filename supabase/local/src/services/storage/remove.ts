import type { Context } from 'hono'
import { z } from 'zod'
import type { StackContext } from '../../stack-context.ts'
import { callerOf } from './caller.ts'
import { objectFile, removeObjectFile } from './disk.ts'
import { mapDbErrors, storageErrors } from './errors.ts'
import { isoTimestamp } from './queries.ts'

const removeBodySchema = z.object({ prefixes: z.array(z.string()).min(1) })

// storage-api returns the deleted rows through its objectSchema, whose string fields turn
// null into "" (fast-json-stringify).
const DELETE_SQL = `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
  returning name, version, json_build_object('bucket_id', bucket_id, 'name', name,
    'owner', coalesce(owner::text, ''), 'owner_id', coalesce(owner_id, ''),
    'version', coalesce(version, ''), 'id', id,
    'updated_at', ${isoTimestamp('updated_at')}, 'created_at', ${isoTimestamp('created_at')},
    'last_accessed_at', ${isoTimestamp('last_accessed_at')}, 'metadata', metadata,
    'user_metadata', user_metadata)::text as json`

type Deleted = { name: string; version: string | null; json: string }

/** `DELETE /object/<bucket>` `{prefixes}`: rows RLS lets the caller delete, then their files. */
export function removeHandler(ctx: StackContext) {
  return async (c: Context): Promise<Response> => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const parsed = removeBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success)
      throw storageErrors.invalidBody('body/prefixes must NOT have fewer than 1 items')
    const bucket = c.req.param('bucket') ?? ''
    const { rows } = await mapDbErrors(() =>
      ctx.asRole(caller.claims, (tx) =>
        tx.query<Deleted>(DELETE_SQL, [bucket, parsed.data.prefixes]),
      ),
    )
    for (const row of rows) {
      const file =
        row.version === null ? undefined : objectFile(ctx.dataDir, bucket, row.name, row.version)
      if (file) await removeObjectFile(ctx.dataDir, file)
    }
    return c.body(`[${rows.map((row) => row.json).join(',')}]`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
    })
  }
}
