import type { Readable } from 'node:stream'
import busboy from 'busboy'
import { storageErrors } from './errors.ts'

interface FilePart {
  stream: Readable
  mimeType: string
  /** Text fields sent before the file part (supabase-js sends cacheControl and metadata first). */
  fields: Record<string, string>
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The first file part of a multipart body, whatever its field name, as @fastify/multipart's
 * request.file() gives storage-api. The part streams: nothing is buffered beyond busboy's chunks.
 */
export function firstFilePart(body: Readable, contentType: string): Promise<FilePart> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fields: 10 },
      })
    } catch (error) {
      reject(storageErrors.noContent(message(error)))
      return
    }
    const fields: Record<string, string> = {}
    let found = false
    parser.on('field', (name, value) => {
      if (!found) fields[name] = value
    })
    parser.on('file', (_name, stream, info) => {
      found = true
      resolve({ stream, mimeType: info.mimeType, fields })
    })
    parser.on('error', (error) => {
      if (!found) reject(storageErrors.noContent(message(error)))
    })
    parser.on('close', () => {
      if (!found) reject(storageErrors.noContent())
    })
    body.on('error', (error) => parser.destroy(error))
    body.pipe(parser)
  })
}
