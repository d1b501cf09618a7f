import { link, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Context } from 'hono'
import { z } from 'zod'
import type { StackContext } from '../../stack-context.ts'
import { callerOf, ownerOf } from './caller.ts'
import { objectFile, removeObjectFile, removeQuietly } from './disk.ts'
import { mapDbErrors, storageErrors } from './errors.ts'
import { assertValidKey } from './object-path.ts'
import { findBucket } from './queries.ts'

// storage-api's moveObjectsBodySchema (src/http/routes/object/moveObject.ts): the three keys
// are required strings, destinationBucket optional (the source bucket by default).
const moveBodySchema = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationKey: z.string(),
  destinationBucket: z.string().optional(),
})

const MISSING_FIELD: Record<string, string> = {
  bucketId: "body must have required property 'bucketId'",
  sourceKey: "body must have required property 'sourceKey'",
  destinationKey: "body must have required property 'destinationKey'",
}

/**
 * `POST /object/move` `{bucketId, sourceKey, destinationKey, destinationBucket?}`, as
 * storage-api's ObjectStorage.moveObject (src/storage/object.ts): the caller must see the source
 * (RLS select, else 404 Object not found), may create the destination (RLS insert: 403) which
 * must not exist (409 Duplicate), and may update the source row (RLS update, else 404). The row
 * keeps its id, owner and metadata; its bytes move with it. Answers
 * `{message: 'Successfully moved', Id, Key}`.
 */
export function moveHandler(ctx: StackContext) {
  return async (c: Context): Promise<Response> => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const parsed = moveBodySchema.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'bucketId')
      throw storageErrors.invalidBody(MISSING_FIELD[field] ?? `body/${field} must be string`)
    }
    const { bucketId, sourceKey, destinationKey } = parsed.data
    const destinationBucket = parsed.data.destinationBucket || bucketId
    assertValidKey(destinationKey)
    if (!(await findBucket(ctx, bucketId)) || !(await findBucket(ctx, destinationBucket)))
      throw storageErrors.bucketNotFound()
    if (bucketId === destinationBucket && sourceKey === destinationKey)
      return c.json({ message: 'Successfully moved' })

    const { owner, ownerId } = ownerOf(caller.claims)
    let placed: string | undefined
    let source: string | undefined
    try {
      const moved = await mapDbErrors(() =>
        ctx.asRole(caller.claims, async (tx) => {
          const found = await tx.query<{ id: string; version: string | null }>(
            `select id::text as id, version from storage.objects
             where bucket_id = $1 and name = $2 for update`,
            [bucketId, sourceKey],
          )
          const row = found.rows[0]
          if (!row) throw storageErrors.objectNotFound()
          // The destination as a new object (testPermission in storage-api): RLS insert decides,
          // and the unique (bucket_id, name) index refuses a name already taken.
          await tx.query('savepoint move_destination')
          await tx.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, version)
             values ($1, $2, $3, $4, $5)`,
            [destinationBucket, destinationKey, owner, ownerId, row.version],
          )
          await tx.query('rollback to savepoint move_destination')
          const updated = await tx.query<{ id: string }>(
            `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
             where bucket_id = $1 and name = $2 returning id::text as id`,
            [bucketId, sourceKey, destinationBucket, destinationKey],
          )
          if (updated.rows.length === 0) throw storageErrors.objectNotFound()
          // The bytes go to the new place before the commit (a hard link: the old path keeps
          // them until the row has moved), so a failed step leaves the object as it was.
          if (row.version !== null) {
            source = objectFile(ctx.dataDir, bucketId, sourceKey, row.version)
            const target = objectFile(ctx.dataDir, destinationBucket, destinationKey, row.version)
            if (!source || !target) throw storageErrors.invalidKey(destinationKey)
            await mkdir(path.dirname(target), { recursive: true })
            await link(source, target)
            placed = target
          }
          return row
        }),
      )
      if (source) await removeObjectFile(ctx.dataDir, source)
      return c.json({ message: 'Successfully moved', Id: moved.id, Key: destinationKey })
    } catch (error) {
      if (placed) await removeQuietly(placed)
      throw error
    }
  }
}
