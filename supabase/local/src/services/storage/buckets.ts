import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { StackContext } from '../../stack-context.ts'
import { callerOf, ownerOf } from './caller.ts'
import { mapDbErrors, storageErrors } from './errors.ts'
import { assertValidMimeTypeList } from './mime.ts'
import { isValidBucketName } from './object-path.ts'
import { isoTimestamp } from './queries.ts'
import { parseFileSize } from './file-size.ts'

// storage-api selects these columns; its bucketSchema serializer writes a null owner as "".
const BUCKET_JSON = `json_build_object('id', id, 'name', name, 'owner', coalesce(owner::text, ''),
  'public', public, 'created_at', ${isoTimestamp('created_at')},
  'updated_at', ${isoTimestamp('updated_at')}, 'file_size_limit', file_size_limit,
  'allowed_mime_types', allowed_mime_types)`

const createBodySchema = z.object({
  name: z.string(),
  id: z.string().optional(),
  public: z.boolean().optional(),
  file_size_limit: z.union([z.number().int().min(0), z.string(), z.null()]).optional(),
  allowed_mime_types: z.array(z.string()).nullable().optional(),
})

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  search: z.string().optional(),
})

function json(c: Context, body: string): Response {
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
}

/** `/bucket`: list, get and create, each as the caller so RLS on storage.buckets decides. */
export function bucketRoutes(ctx: StackContext): Hono {
  const app = new Hono()

  app.get('/', async (c) => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const query = listQuerySchema.safeParse(c.req.query())
    if (!query.success)
      throw storageErrors.invalidBody(query.error.issues[0]?.message ?? 'Invalid query')
    const { limit, offset, sortColumn, sortOrder = 'asc', search = '' } = query.data
    const order = sortColumn ? `order by ${sortColumn} ${sortOrder}` : ''
    const { rows } = await mapDbErrors(() =>
      ctx.asRole(caller.claims, (tx) =>
        tx.query<{ body: string }>(
          `select coalesce(json_agg(b order by position), '[]')::text as body from (
             select ${BUCKET_JSON} as b, row_number() over (${order}) as position
             from storage.buckets where name ilike '%' || $1::text || '%'
             ${order} limit $2::int offset $3::int) page`,
          [search.replace(/[\\%_]/g, '\\$&'), limit ?? null, offset ?? 0],
        ),
      ),
    )
    return json(c, rows[0]?.body ?? '[]')
  })

  app.get('/:id', async (c) => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const { rows } = await mapDbErrors(() =>
      ctx.asRole(caller.claims, (tx) =>
        tx.query<{ body: string }>(
          `select ${BUCKET_JSON}::text as body from storage.buckets where id = $1`,
          [c.req.param('id')],
        ),
      ),
    )
    if (!rows[0]) throw storageErrors.bucketNotFound()
    return json(c, rows[0].body)
  })

  app.post('/', async (c) => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const parsed = createBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) throw storageErrors.invalidBody("body must have required property 'name'")
    const body = parsed.data
    const id = body.id || body.name
    if (!isValidBucketName(body.name) || !isValidBucketName(id)) {
      throw storageErrors.invalidBucketName()
    }
    const allowed = body.allowed_mime_types?.filter((type) => type !== '')
    if (allowed) assertValidMimeTypeList(allowed)
    const { owner, ownerId } = ownerOf(caller.claims)
    await mapDbErrors(() =>
      ctx.asRole(caller.claims, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $4, $5, $6, $7)`,
          [
            id,
            body.name,
            owner,
            ownerId,
            body.public ?? false,
            parseFileSize(body.file_size_limit),
            allowed ?? null,
          ],
        ),
      ),
    )
    return c.json({ name: body.name })
  })

  return app
}
