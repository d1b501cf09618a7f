import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import type { StackContext } from '../../stack-context.ts'
import { WireError } from '../../gateway/wire-error.ts'
import { callerOf } from './caller.ts'
import { Meter } from './disk.ts'
import { storageErrors } from './errors.ts'
import { effectiveFileSizeLimit } from './file-size.ts'
import { assertAllowedMimeType } from './mime.ts'
import { assertValidKey } from './object-path.ts'
import { findBucket } from './queries.ts'
import { requestBodyStream } from './streams.ts'
import { assertCanWrite, commitObject, type ObjectWrite } from './upload-rows.ts'

// Storage's resumable uploads, `/storage/v1/upload/resumable` (TUS 1.0.0), for the parts this
// project uses: creation with Upload-Length, HEAD, PATCH and termination. The wire behaviour
// follows supabase/storage (src/http/routes/tus/index.ts and lifecycle.ts: the upload id is
// `bucket/objectName/version`, base64url in the URL; maxSize is the bucket's limit capped by the
// project's; every request but HEAD/OPTIONS must pass canUpload with its own `x-upsert`; the
// last PATCH creates the object and answers `Tus-Complete: 1`; finished uploads cannot be
// terminated) and @tus/server's handlers (PostHandler, PatchHandler, HeadHandler,
// DeleteHandler: statuses and plain-text bodies). A PATCH is all or nothing here (tus keeps
// what arrived of an interrupted one); the finished object's ETag is multipart-style, the MD5
// of the parts' MD5s and their count, as an S3-backed upload reports.

const TUS_VERSION = '1.0.0'
const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream'

const infoSchema = z.object({
  bucket: z.string(),
  name: z.string(),
  version: z.string(),
  size: z.number().int().min(0),
  offset: z.number().int().min(0),
  metadata: z.record(z.string(), z.string()),
  owner: z.string().nullable(),
  partMd5s: z.array(z.string()),
  finished: z.boolean(),
  createdAt: z.string(),
})
type UploadInfo = z.infer<typeof infoSchema>

/** A TUS answer: plain text, as @tus/server writes its errors. */
function tusResponse(status: number, body = '', headers: Record<string, string> = {}): Response {
  return new Response(body === '' ? null : body, {
    status,
    headers: { 'Tus-Resumable': TUS_VERSION, ...headers },
  })
}

class TusError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(body)
  }
}

const ERR = {
  invalidLength: () => new TusError(400, 'Upload-Length or Upload-Defer-Length header required\n'),
  invalidMetadata: () => new TusError(400, 'Upload-Metadata is invalid.'),
  maxSize: () => new TusError(413, 'Maximum size exceeded\n'),
  sizeExceeded: () => new TusError(413, "upload's size exceeded\n"),
  notFound: () => new TusError(404, 'The file for this url was not found\n'),
  missingOffset: () => new TusError(403, 'Upload-Offset header required\n'),
  contentType: () => new TusError(403, 'Content-Type header required\n'),
  offset: () => new TusError(409, 'Upload-Offset conflict\n'),
  finished: () => new TusError(400, 'Cannot terminate an already completed upload'),
  sizeMismatch: (held: number, size: number) =>
    new TusError(500, `The upload holds ${held} bytes, not its Upload-Length ${size}\n`),
}

/** storage-api's onResponseError: a storage error keeps its status code and message. */
function asTusError(error: unknown): TusError | undefined {
  if (error instanceof TusError) return error
  if (error instanceof WireError) {
    const code = Number(error.body.statusCode ?? error.status)
    return new TusError(Number.isInteger(code) ? code : error.status, error.message)
  }
  return undefined
}

/** TUS Upload-Metadata: comma-separated `key base64value` pairs (value optional). */
function parseMetadata(header: string | undefined): Record<string, string> | undefined {
  if (header === undefined) return {}
  const metadata: Record<string, string> = {}
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ')
    if (!key || rest.length > 0 || Object.hasOwn(metadata, key)) return undefined
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined
    metadata[key] = Buffer.from(value ?? '', 'base64').toString('utf8')
  }
  return metadata
}

const idOf = (info: Pick<UploadInfo, 'bucket' | 'name' | 'version'>) =>
  `${info.bucket}/${info.name}/${info.version}`

/** The id in a resumable URL's last segment, or undefined when it is not one of ours. */
function idFromUrl(segment: string): string | undefined {
  const id = Buffer.from(segment, 'base64url').toString('utf8')
  const parts = id.split('/')
  return parts.length >= 3 && parts.every((part) => part !== '') ? id : undefined
}

export function tusRoutes(ctx: StackContext): Hono {
  const dir = path.join(ctx.dataDir, 'storage-tus')
  const key = (id: string) => createHash('sha256').update(id).digest('hex')
  const dataFile = (id: string) => path.join(dir, `${key(id)}.bin`)
  const infoFile = (id: string) => path.join(dir, `${key(id)}.json`)
  const locks = new Map<string, Promise<unknown>>()

  /** One request at a time per upload (storage-api takes a Postgres or S3 lock). */
  function locked<T>(id: string, run: () => Promise<T>): Promise<T> {
    const previous = locks.get(id) ?? Promise.resolve()
    const next = previous.catch(() => {}).then(run)
    locks.set(id, next)
    void next
      .finally(() => {
        if (locks.get(id) === next) locks.delete(id)
      })
      .catch(() => {})
    return next
  }

  async function load(id: string): Promise<UploadInfo> {
    const text = await readFile(infoFile(id), 'utf8').catch(() => undefined)
    if (text === undefined) throw ERR.notFound()
    return infoSchema.parse(JSON.parse(text))
  }

  async function save(info: UploadInfo): Promise<void> {
    const file = infoFile(idOf(info))
    await writeFile(`${file}.tmp`, JSON.stringify(info))
    await rename(`${file}.tmp`, file)
  }

  function write(c: Context, info: UploadInfo, claims: ObjectWrite['claims']): ObjectWrite {
    return {
      bucket: info.bucket,
      name: info.name,
      upsert: c.req.header('x-upsert') === 'true',
      claims,
      metadata: { mimetype: info.metadata.contentType ?? 'application/octet-stream' },
      userMetadata: undefined,
    }
  }

  async function maxSize(bucket: string): Promise<number> {
    const row = await findBucket(ctx, bucket)
    if (!row) throw storageErrors.bucketNotFound()
    return effectiveFileSizeLimit(ctx.config.storageFileSizeLimit, row.file_size_limit)
  }

  async function finish(c: Context, info: UploadInfo, claims: ObjectWrite['claims']) {
    const id = idOf(info)
    // Never an object of another length than the upload declared: @tus/server only reports
    // completion when the stored offset equals Upload-Length, and S3 (hosted storage) assembles
    // exactly the parts it acknowledged. A mismatch here is a broken data file; refuse it.
    const held = (await stat(dataFile(id))).size
    if (held !== info.size) throw ERR.sizeMismatch(held, info.size)
    const etag = createHash('md5')
      .update(Buffer.concat(info.partMd5s.map((md5) => Buffer.from(md5, 'hex'))))
      .digest('hex')
    const eTag = `"${etag}-${info.partMd5s.length}"`
    const cacheControl = /^-?\d+$/.test(info.metadata.cacheControl ?? '')
      ? `max-age=${info.metadata.cacheControl}`
      : 'no-cache'
    const objectWrite = write(c, info, claims)
    await commitObject(
      ctx,
      {
        ...objectWrite,
        metadata: {
          eTag,
          size: info.size,
          mimetype: objectWrite.metadata.mimetype,
          cacheControl,
          lastModified: new Date().toISOString(),
          contentLength: info.size,
          httpStatusCode: 200,
        },
      },
      { tmpFile: dataFile(id), size: info.size, eTag },
    )
    await save({ ...info, finished: true })
  }

  const app = new Hono()

  /** Every route: the Tus-Resumable check, and errors answered as @tus/server writes them. */
  const tus =
    (handler: (c: Context) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      if (c.req.header('tus-resumable') === undefined) {
        return tusResponse(412, 'Tus-Resumable Required\n', { 'Tus-Version': TUS_VERSION })
      }
      try {
        return await handler(c)
      } catch (error) {
        const known = asTusError(error)
        if (!known) throw error
        return tusResponse(known.status, c.req.method === 'HEAD' ? '' : known.body)
      }
    }

  app.post(
    '/',
    tus(async (c) => {
      const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
      const lengthHeader = c.req.header('upload-length')
      if (lengthHeader === undefined || !/^[0-9]+$/.test(lengthHeader)) throw ERR.invalidLength()
      const size = Number(lengthHeader)
      const metadata = parseMetadata(c.req.header('upload-metadata'))
      if (!metadata) throw ERR.invalidMetadata()
      const bucket = metadata.bucketName ?? ''
      const name = metadata.objectName ?? ''
      if (bucket === '' || name === '') {
        throw storageErrors.noContent('Metadata header is required: bucketName and objectName')
      }
      assertValidKey(name)
      if (size > (await maxSize(bucket))) throw ERR.maxSize()
      const info: UploadInfo = {
        bucket,
        name,
        version: randomUUID(),
        size,
        offset: 0,
        metadata,
        owner: typeof caller.claims.sub === 'string' ? caller.claims.sub : null,
        partMd5s: [],
        finished: false,
        createdAt: new Date().toISOString(),
      }
      await assertCanWrite(ctx, write(c, info, caller.claims))
      const row = await findBucket(ctx, bucket)
      const allowed = row?.allowed_mime_types ?? []
      if (metadata.contentType && allowed.length > 0) {
        assertAllowedMimeType(metadata.contentType, allowed)
      }
      await mkdir(dir, { recursive: true })
      const id = idOf(info)
      await writeFile(dataFile(id), '')
      await save(info)
      if (size === 0) await finish(c, info, caller.claims)
      const location = `${ctx.url}/storage/v1/upload/resumable/${Buffer.from(id).toString('base64url')}`
      return tusResponse(201, '', { Location: location })
    }),
  )

  // Hono routes HEAD through GET; storage's TUS server has no GET.
  app.get(
    '/:id',
    tus(async (c) => {
      if (c.req.method !== 'HEAD') throw ERR.notFound()
      await callerOf(c, ctx.keys, { allowInvalidJwt: false })
      const id = idFromUrl(c.req.param('id') ?? '')
      if (!id) throw ERR.notFound()
      const info = await load(id)
      return tusResponse(200, '', {
        'Upload-Offset': String(info.offset),
        'Upload-Length': String(info.size),
        'Cache-Control': 'no-store',
      })
    }),
  )

  app.patch(
    '/:id',
    tus(async (c) => {
      const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
      const id = idFromUrl(c.req.param('id') ?? '')
      if (!id) throw ERR.notFound()
      const offsetHeader = c.req.header('upload-offset')
      if (offsetHeader === undefined) throw ERR.missingOffset()
      const contentType = c.req.header('content-type')
      if (contentType === undefined) throw ERR.contentType()
      if (contentType !== OFFSET_CONTENT_TYPE) {
        return tusResponse(415, 'Content-Type must be application/offset+octet-stream\n')
      }
      const offset = Number(offsetHeader)
      return locked(id, async () => {
        const info = await load(id)
        await assertCanWrite(ctx, write(c, info, caller.claims))
        if (info.finished || info.offset !== offset) throw ERR.offset()
        const body = requestBodyStream(c.req.raw, c.env)
        const file = dataFile(id)
        const meter = new Meter(info.size - info.offset, ERR.sizeExceeded)
        // Crash-safe: a process killed mid-append (after the bytes, before `save`) left bytes
        // past the recorded offset. Cut back to the offset on every PATCH before writing, as
        // @tus/file-store writes each PATCH at its offset (createWriteStream with `start`),
        // so what a crash left is overwritten instead of kept inside the object.
        await truncate(file, info.offset)
        if (body) {
          try {
            await pipeline(body, meter, createWriteStream(file, { flags: 'a' }))
          } catch (error) {
            // All or nothing: what arrived of a failed PATCH is dropped.
            await truncate(file, info.offset).catch(() => {})
            body.resume()
            throw error
          }
        }
        const updated: UploadInfo = {
          ...info,
          offset: info.offset + meter.size,
          partMd5s: meter.size > 0 ? [...info.partMd5s, meter.hash.digest('hex')] : info.partMd5s,
        }
        await save(updated)
        const headers: Record<string, string> = { 'Upload-Offset': String(updated.offset) }
        if (updated.offset === updated.size) {
          await finish(c, updated, caller.claims)
          headers['Tus-Complete'] = '1'
        }
        return tusResponse(204, '', headers)
      })
    }),
  )

  app.delete(
    '/:id',
    tus(async (c) => {
      const caller = await callerOf(c, ctx.keys, { allowInvalidJwt: false })
      const id = idFromUrl(c.req.param('id') ?? '')
      if (!id) throw ERR.notFound()
      return locked(id, async () => {
        const info = await load(id)
        if (info.finished) throw ERR.finished()
        await assertCanWrite(ctx, write(c, info, caller.claims))
        await rm(dataFile(id), { force: true })
        await rm(infoFile(id), { force: true })
        return tusResponse(204)
      })
    }),
  )

  return app
}
