import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Context } from 'hono'
import { htmlAsPlainText } from '../html-as-text.ts'
import { storageErrors } from './errors.ts'
import type { ObjectRow } from './queries.ts'
import { parseRange } from './range.ts'
import { toWebStream } from './streams.ts'

async function sizeAndTime(file: string) {
  try {
    return await stat(file)
  } catch {
    throw storageErrors.objectNotFound()
  }
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;'
  const encoded = encodeURIComponent(download)
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`
}

/**
 * The object's bytes with storage-api's renderer headers (src/storage/renderer/renderer.ts):
 * conditional 304s, one byte range (206), `?download[=name]`, streamed from disk.
 */
export async function renderObject(c: Context, file: string, object: ObjectRow): Promise<Response> {
  const { size, mtime } = await sizeAndTime(file)
  const eTag = object.metadata?.eTag ?? ''
  const mimeType = object.metadata?.mimetype ?? 'application/octet-stream'
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': htmlAsPlainText(mimeType),
    ETag: eTag,
    'X-Robots-Tag': 'none',
    'Last-Modified': mtime.toUTCString(),
    'Cache-Control': object.metadata?.cacheControl || 'no-cache',
  })
  const download = c.req.query('download')
  if (download !== undefined) headers.set('Content-Disposition', contentDisposition(download))

  const ifNoneMatch = c.req.header('if-none-match')
  const ifModifiedSince = c.req.header('if-modified-since')
  const notModified =
    (ifNoneMatch !== undefined && ifNoneMatch === eTag) ||
    (ifModifiedSince !== undefined && mtime.getTime() <= new Date(ifModifiedSince).getTime() + 999)
  if (notModified) return new Response(null, { status: 304, headers })

  const rangeHeader = c.req.method === 'GET' ? c.req.header('range') : undefined
  const range = rangeHeader === undefined ? undefined : parseRange(rangeHeader, size)
  const start = range?.start ?? 0
  const end = range?.end ?? size - 1
  headers.set('Content-Length', String(end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const status = range ? 206 : 200
  if (c.req.method === 'HEAD' || size === 0) return new Response(null, { status, headers })
  return new Response(toWebStream(createReadStream(file, { start, end })), { status, headers })
}
