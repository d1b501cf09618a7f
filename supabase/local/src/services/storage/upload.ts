import type { Context } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import { callerOf } from './caller.ts'
import { receive } from './disk.ts'
import { storageErrors } from './errors.ts'
import { effectiveFileSizeLimit } from './file-size.ts'
import { assertAllowedMimeType } from './mime.ts'
import { assertValidKey, isEmptyFolderPlaceholder, objectRef } from './object-path.ts'
import { findBucket } from './queries.ts'
import { uploadSource } from './upload-source.ts'
import { assertCanWrite, commitObject, type ObjectWrite } from './upload-rows.ts'

/**
 * POST (create, or upsert with `x-upsert: true`) and PUT (update, always an upsert) of
 * `/object/<bucket>/<name>`, as storage-api's Uploader: bucket, then type and size limits,
 * then the caller's RLS check, and only then the body, streamed to disk.
 */
export function uploadHandler(ctx: StackContext, method: 'POST' | 'PUT') {
  return async (c: Context): Promise<Response> => {
    const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
    const { bucket, name } = objectRef(c)
    const bucketRow = await findBucket(ctx, bucket)
    if (!bucketRow) throw storageErrors.bucketNotFound()
    const source = await uploadSource(c)
    const placeholder = isEmptyFolderPlaceholder(name)
    const limit = placeholder
      ? 0
      : effectiveFileSizeLimit(ctx.config.storageFileSizeLimit, bucketRow.file_size_limit)
    const write: ObjectWrite = {
      bucket,
      name,
      upsert: method === 'PUT' || c.req.header('x-upsert') === 'true',
      claims: caller.claims,
      metadata: {
        mimetype: source.mimeType,
        contentLength: source.rawLength ?? numberHeader(c.req.header('content-length')),
      },
      userMetadata: source.userMetadata,
    }
    try {
      const allowed = bucketRow.allowed_mime_types ?? []
      if (!placeholder && allowed.length > 0) assertAllowedMimeType(source.mimeType, allowed)
      if (source.rawLength !== undefined && source.rawLength > limit) throw storageErrors.tooLarge()
      assertValidKey(name)
      await assertCanWrite(ctx, write)
    } catch (error) {
      // Let the unread body flow on so the client gets this answer rather than a reset.
      source.stream.resume()
      throw error
    }
    const received = await receive(ctx.dataDir, source.stream, limit)
    const id = await commitObject(
      ctx,
      {
        ...write,
        metadata: {
          eTag: received.eTag,
          size: received.size,
          mimetype: source.mimeType,
          cacheControl: source.cacheControl,
          lastModified: new Date().toISOString(),
          contentLength: received.size,
          httpStatusCode: 200,
        },
      },
      received,
    )
    return c.json({ Key: `${bucket}/${name}`, Id: id })
  }
}

function numberHeader(value: string | undefined): number | undefined {
  const number = Number(value)
  return value !== undefined && Number.isFinite(number) ? number : undefined
}
