import type { Readable } from 'node:stream'
import type { Context } from 'hono'
import { storageErrors } from './errors.ts'
import { firstFilePart } from './multipart.ts'
import { requestBodyStream } from './streams.ts'

interface UploadSource {
  stream: Readable
  mimeType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | undefined
  /** Content-Length of a raw body (a multipart one counts boundaries too). */
  rawLength: number | undefined
}

function jsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    return Object.fromEntries(Object.entries(value))
  } catch {
    return undefined
  }
}

/** storage-api's fileUploadFromRequest (src/storage/uploader.ts), without reading the bytes. */
export async function uploadSource(c: Context): Promise<UploadSource> {
  const body = requestBodyStream(c.req.raw, c.env)
  if (!body) throw storageErrors.noContent()
  const contentType = c.req.header('content-type')
  if (contentType?.startsWith('multipart/form-data')) {
    const part = await firstFilePart(body, contentType)
    const cacheTime = part.fields.cacheControl
    return {
      stream: part.stream,
      mimeType: part.fields.contentType || part.mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: jsonObject(part.fields.metadata ?? part.fields.userMetadata),
      rawLength: undefined,
    }
  }
  const xMetadata = c.req.header('x-metadata')
  const length = Number(c.req.header('content-length'))
  return {
    stream: body,
    mimeType: contentType || 'application/octet-stream',
    cacheControl: c.req.header('cache-control') ?? 'no-cache',
    userMetadata: xMetadata
      ? jsonObject(Buffer.from(xMetadata, 'base64').toString('utf8'))
      : undefined,
    rawLength: Number.isFinite(length) && length >= 0 ? length : undefined,
  }
}
