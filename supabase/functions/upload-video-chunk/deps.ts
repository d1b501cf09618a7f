import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import { serverKey } from '../_shared/project-keys.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { adminCallerOf } from '../_shared/require-admin.ts'
import { sessionFolder, VIDEO_BUCKET } from '../_shared/domain/video-upload.ts'
import type { Caller, Deps, Session } from './handler.ts'

const envSchema = z.object({
  SUPABASE_URL: z.url(),
})

type SessionRow = Database['public']['Tables']['video_upload_sessions']['Row']

const statusSchema = z.enum(['open', 'complete'])

const sessionOf = (row: SessionRow): Session => ({
  id: row.id,
  fileName: row.file_name,
  objectPath: row.object_path,
  totalSize: row.total_size,
  totalChunks: row.total_chunks,
  received: row.received,
  uploadUrl: row.upload_url,
  status: statusSchema.parse(row.status),
  lastChunkSha256: row.last_chunk_sha256,
})

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The pieces as one new array (one chunk, at most 2 MB), for its SHA-256 at the last chunk. Its
 * type is inferred, so it is a BufferSource both for the TypeScript of Deno 2.1 (no generic
 * Uint8Array) and of the Node tools.
 */
function joined(pieces: Uint8Array[]) {
  const bytes = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0))
  let offset = 0
  for (const piece of pieces) {
    bytes.set(piece, offset)
    offset += piece.byteLength
  }
  return bytes
}

/**
 * Bodies sent as streams of what is already there (the request's pieces, a held chunk's
 * download), never joined into new arrays or Blobs: a Blob's bytes live outside the JS heap
 * until its object is collected, and 2-6 MB copies per request piled up in the old generation
 * until a full GC, which took the worker past 128 MB over a 500 MB upload. Storage takes
 * bodies of unknown length (chunked) on both its standard and its resumable upload.
 */
function streamOf(
  sources: (Uint8Array[] | ReadableStream<Uint8Array>)[],
  skip = 0,
): ReadableStream<Uint8Array> {
  let current: ReadableStreamDefaultReader<Uint8Array> | undefined
  let next = 0
  let skipping = skip
  /** The piece less what is still to skip (a view, no copy), or undefined when all of it is. */
  const kept = (piece: Uint8Array) => {
    const drop = Math.min(skipping, piece.byteLength)
    skipping -= drop
    return drop === piece.byteLength ? undefined : piece.subarray(drop)
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (current) {
          const { done, value } = await current.read()
          if (done) current = undefined
          else {
            const piece = kept(value)
            if (piece) return controller.enqueue(piece)
            continue
          }
        }
        const source = sources[next++]
        if (source === undefined) return controller.close()
        if (!Array.isArray(source)) {
          current = source.getReader()
          continue
        }
        let enqueued = false
        for (const whole of source) {
          const piece = kept(whole)
          if (piece) controller.enqueue(piece)
          enqueued ||= piece !== undefined
        }
        if (enqueued) return
      }
    },
    async cancel(reason) {
      await current?.cancel(reason)
      for (const source of sources.slice(next))
        if (!Array.isArray(source)) await source.cancel(reason)
    },
  })
}

/** Stale sessions handled per size check, so one request's cleanup stays small. */
const STALE_BATCH = 5

/**
 * Storage through its own endpoints with the service role: sessions in
 * video_upload_sessions, held chunks as objects in the private videos bucket, and the video
 * as a resumable (TUS 1.0.0) upload, the protocol hosted Storage documents for large files
 * (supabase/storage src/http/routes/tus; Supabase docs "Resumable uploads").
 */
export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const admin = serviceClient(rawEnv)
  const key = serverKey(rawEnv)
  const bucket = admin.storage.from(VIDEO_BUCKET)
  const sessions = () => admin.from('video_upload_sessions')
  const tus = { authorization: `Bearer ${key}`, apikey: key, 'tus-resumable': '1.0.0' }

  async function fail(what: string, response: Response): Promise<never> {
    throw new Error(`${what}: ${response.status} ${await response.text()}`)
  }

  return {
    callerOf: (authorization): Promise<Caller> => adminCallerOf(rawEnv, authorization),
    async bucketLimit() {
      const { data, error } = await admin.storage.getBucket(VIDEO_BUCKET)
      if (error) throw error
      return data.file_size_limit ?? null
    },
    async openSession(fileName) {
      const { data, error } = await sessions()
        .select()
        .eq('file_name', fileName)
        .eq('status', 'open')
        .maybeSingle()
      if (error) throw error
      return data ? sessionOf(data) : undefined
    },
    async finishedSession(fileName) {
      const { data, error } = await sessions()
        .select()
        .eq('file_name', fileName)
        .eq('status', 'complete')
        .order('updated_at', { ascending: false })
        .limit(1)
        .maybeSingle()
      if (error) throw error
      return data ? sessionOf(data) : undefined
    },
    async insertSession(session) {
      const { data, error } = await sessions()
        .insert({
          file_name: session.fileName,
          object_path: session.objectPath,
          total_size: session.totalSize,
          total_chunks: session.totalChunks,
          upload_url: session.uploadUrl,
        })
        .select()
        .single()
      if (error?.code === '23505') return 'taken'
      if (error) throw error
      return sessionOf(data)
    },
    async advance(id, from, to, finished) {
      const { error } = await sessions()
        .update({
          received: to,
          updated_at: new Date().toISOString(),
          ...(finished ? { status: 'complete', last_chunk_sha256: finished.sha256 } : {}),
        })
        .eq('id', id)
        .eq('received', from)
      if (error) throw error
    },
    async staleSessions(before) {
      const { data, error } = await sessions()
        .select()
        .lt('updated_at', before.toISOString())
        .order('updated_at')
        .limit(STALE_BATCH)
      if (error) throw error
      return data.map(sessionOf)
    },
    async deleteSession(id) {
      const { error } = await sessions().delete().eq('id', id)
      if (error) throw error
    },
    async createUpload(path, size, contentType) {
      const metadata = [
        `bucketName ${base64(VIDEO_BUCKET)}`,
        `objectName ${base64(path)}`,
        `contentType ${base64(contentType)}`,
        `cacheControl ${base64('3600')}`,
      ].join(',')
      const response = await fetch(`${env.SUPABASE_URL}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: { ...tus, 'upload-length': String(size), 'upload-metadata': metadata },
      })
      const location = response.headers.get('location')
      await response.body?.cancel()
      if (response.status === 201 && location) return { url: location }
      if (response.status === 409) return 'exists'
      if (response.status === 413) return 'too-large'
      throw new Error(`create upload ${path}: ${response.status}`)
    },
    async appendPart(url, offset, sources, skip = 0) {
      // At most one part (6 MB): the held chunks straight from storage, then the request's own.
      // Every download is open before the part starts, so a missing chunk fails it up front.
      const streams: (Uint8Array[] | ReadableStream<Uint8Array>)[] = []
      for (const source of sources) {
        if ('pieces' in source) {
          streams.push(source.pieces)
          continue
        }
        const { data, error } = await bucket.download(source.held).asStream()
        if (error) {
          for (const open of streams) if (!Array.isArray(open)) await open.cancel()
          throw error
        }
        streams.push(data)
      }
      // Not a literal: the DOM RequestInit type lacks `duplex`, which a stream body needs in Node.
      const init = {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: streamOf(streams, skip),
        duplex: 'half',
      }
      const response = await fetch(url, init)
      if (response.status === 204) return 'ok'
      if (response.status === 409) {
        await response.body?.cancel()
        return 'conflict'
      }
      return fail(`append at ${offset}`, response)
    },
    async uploadOffset(url) {
      const response = await fetch(url, { method: 'HEAD', headers: tus })
      const offset = Number(response.headers.get('upload-offset'))
      if (!response.ok || !Number.isInteger(offset)) return fail('upload offset', response)
      return offset
    },
    async terminateUpload(url) {
      const response = await fetch(url, { method: 'DELETE', headers: tus })
      await response.body?.cancel()
      if (response.status !== 204 && response.status !== 404)
        throw new Error(`terminate upload: ${response.status}`)
    },
    async objectSize(path) {
      const { data, error } = await bucket.info(path)
      if (error) {
        if ('status' in error && (error.status === 404 || error.status === 400)) return null
        throw error
      }
      return typeof data.size === 'number' ? data.size : null
    },
    async holdChunk(path, pieces, contentType) {
      const { error } = await bucket.upload(path, streamOf([pieces]), { upsert: true, contentType })
      if (error) throw error
    },
    async heldChunks(sessionId) {
      const folder = sessionFolder(sessionId)
      const { data, error } = await bucket.list(folder, { limit: 100 })
      if (error) throw error
      return data.filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`)
    },
    async removeHeld(paths) {
      if (paths.length === 0) return
      const { error } = await bucket.remove(paths)
      if (error) throw error
    },
    async signedUrl(path, expiresIn) {
      const { data, error } = await bucket.createSignedUrl(path, expiresIn)
      if (error) throw error
      return data.signedUrl
    },
    async sha256(pieces) {
      return hex(await crypto.subtle.digest('SHA-256', joined(pieces)))
    },
    randomSuffix: () => crypto.randomUUID().slice(0, 8),
    now: () => new Date(),
  }
}
