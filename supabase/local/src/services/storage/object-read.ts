import type { Context } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import { callerOf, SERVICE_ROLE } from './caller.ts'
import { objectFile } from './disk.ts'
import { storageErrors } from './errors.ts'
import { objectRef } from './object-path.ts'
import { findBucket, findObject, type ObjectRow } from './queries.ts'
import { renderObject } from './render.ts'

type ReadRoute = 'public' | 'authenticated' | 'anyJwt'

/**
 * storage-api's getObject/getObjectInfo lookup: the bucket as superuser; a caller without a
 * valid JWT only reaches public buckets; objects of public buckets skip RLS, others are read
 * as the caller. The public route needs no JWT at all, only `buckets.public`.
 */
async function lookup(ctx: StackContext, c: Context, route: ReadRoute): Promise<ObjectRow> {
  const { bucket, name } = objectRef(c)
  const caller =
    route === 'public'
      ? { claims: SERVICE_ROLE, authenticated: false }
      : await callerOf(c, ctx.keys, { allowInvalidJwt: route === 'anyJwt' })
  const bucketRow = await findBucket(ctx, bucket)
  if (!bucketRow || (!bucketRow.public && (route === 'public' || !caller.authenticated))) {
    throw storageErrors.bucketNotFound()
  }
  const claims = bucketRow.public ? SERVICE_ROLE : caller.claims
  const object = await findObject(ctx, claims, bucket, name)
  if (!object) throw storageErrors.objectNotFound()
  return object
}

/** GET (download, with Range) and HEAD (exists) of an object. */
export function objectReadHandler(ctx: StackContext, route: ReadRoute) {
  return async (c: Context): Promise<Response> => {
    const object = await lookup(ctx, c, route)
    const file =
      object.version === null
        ? undefined
        : objectFile(ctx.dataDir, object.bucket_id, object.name, object.version)
    if (!file) throw storageErrors.objectNotFound()
    return renderObject(c, file, object)
  }
}

/** `GET /object/info/...`: storage-api's InfoRenderer body. */
export function objectInfoHandler(ctx: StackContext, route: ReadRoute) {
  return async (c: Context): Promise<Response> => {
    const object = await lookup(ctx, c, route)
    const metadata = object.metadata
    const size = metadata?.size
    return c.json(
      {
        id: object.id,
        name: object.name,
        version: object.version,
        bucket_id: object.bucket_id,
        size: typeof size === 'number' ? size : null,
        content_type: metadata?.mimetype ?? null,
        cache_control: metadata?.cacheControl ?? null,
        etag: metadata?.eTag ?? null,
        metadata: object.user_metadata ?? null,
        last_modified: object.updated_at,
        created_at: object.created_at,
      },
      200,
      { ETag: metadata?.eTag ?? '', 'Cache-Control': metadata?.cacheControl ?? 'no-cache' },
    )
  }
}
