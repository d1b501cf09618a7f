import { createHash } from 'node:crypto'
import { CHUNK_SIZE, chunkCount } from '../../supabase/functions/_shared/domain/video-upload.ts'
import {
  createHandler,
  type Caller,
  type Deps,
  type Session,
} from '../../supabase/functions/upload-video-chunk/handler.ts'

// Shared by the upload-video-chunk handler tests: an in-memory videos bucket, session table
// and storage resumable uploads that behave as storage does (offsets, limits, no overwrite),
// counting the bytes each request moves.

type Upload = { path: string; size: number; type: string; pieces: Uint8Array[]; offset: number }

const concat = (pieces: Uint8Array[]) => new Uint8Array(Buffer.concat(pieces))

export function fakeDeps(
  caller: Caller = 'admin',
  limits: { bucket?: number | null; project?: number } = {},
) {
  const bucketLimit = limits.bucket === undefined ? 500 * 1024 * 1024 : limits.bucket
  const projectLimit = limits.project ?? 500 * 1024 * 1024
  const objects = new Map<string, { bytes: Uint8Array; type: string }>()
  const uploads = new Map<string, Upload>()
  const sessions: (Session & { updatedAt: Date })[] = []
  /** Bytes moved since the last reset: chunks held, held chunks read back, bytes appended. */
  const moved = { held: 0, read: 0, appended: 0 }
  let now = new Date('2026-01-02T00:00:00Z')
  let suffix = 0
  let nextId = 0

  const deps: Deps = {
    callerOf: async () => caller,
    bucketLimit: async () => bucketLimit,
    openSession: async (fileName) =>
      sessions.find((s) => s.fileName === fileName && s.status === 'open'),
    finishedSession: async (fileName) =>
      sessions
        .filter((s) => s.fileName === fileName && s.status === 'complete')
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0],
    insertSession: async (fields) => {
      const open = sessions.filter((s) => s.status === 'open')
      if (open.some((s) => s.fileName === fields.fileName || s.objectPath === fields.objectPath))
        return 'taken'
      const session = {
        ...fields,
        id: `session-${++nextId}`,
        received: 0,
        status: 'open' as const,
        lastChunkSha256: null,
        updatedAt: now,
      }
      sessions.push(session)
      return session
    },
    advance: async (id, from, to, finished) => {
      const session = sessions.find((s) => s.id === id && s.received === from)
      if (!session) return
      session.received = to
      session.updatedAt = now
      if (finished) {
        session.status = 'complete'
        session.lastChunkSha256 = finished.sha256
      }
    },
    staleSessions: async (before) => sessions.filter((s) => s.updatedAt < before),
    deleteSession: async (id) => {
      sessions.splice(
        sessions.findIndex((s) => s.id === id),
        1,
      )
    },
    createUpload: async (path, size, type) => {
      if (size > Math.min(bucketLimit ?? projectLimit, projectLimit)) return 'too-large'
      if (objects.has(path)) return 'exists'
      const url = `https://storage.example/upload/resumable/${uploads.size}`
      uploads.set(url, { path, size, type, pieces: [], offset: 0 })
      return { url }
    },
    appendPart: async (url, offset, sources, skip = 0) => {
      const upload = uploads.get(url)
      if (!upload) throw new Error('no such upload')
      if (upload.offset !== offset) return 'conflict'
      let skipping = skip
      for (const source of sources) {
        const whole = 'held' in source ? objects.get(source.held)?.bytes : concat(source.pieces)
        if (!whole) throw new Error(`no held chunk ${'held' in source ? source.held : ''}`)
        if ('held' in source) moved.read += whole.length
        const bytes = whole.subarray(Math.min(skipping, whole.length))
        skipping -= whole.length - bytes.length
        moved.appended += bytes.length
        upload.pieces.push(bytes)
        upload.offset += bytes.length
      }
      if (upload.offset > upload.size) throw new Error("upload's size exceeded")
      if (upload.offset === upload.size) {
        if (objects.has(upload.path)) throw new Error('The resource already exists')
        objects.set(upload.path, { bytes: concat(upload.pieces), type: upload.type })
      }
      return 'ok'
    },
    uploadOffset: async (url) => {
      const upload = uploads.get(url)
      if (upload) return upload.offset
      throw new Error('no such upload')
    },
    terminateUpload: async (url) => {
      const upload = uploads.get(url)
      if (upload && upload.offset === upload.size) throw new Error('already completed')
      uploads.delete(url)
    },
    holdChunk: async (path, pieces, type) => {
      const bytes = concat(pieces)
      moved.held += bytes.length
      objects.set(path, { bytes, type })
    },
    heldChunks: async (sessionId) =>
      [...objects.keys()].filter((key) => key.startsWith(`parts/${sessionId}/`)),
    removeHeld: async (paths) => {
      for (const path of paths) objects.delete(path)
    },
    objectSize: async (path) => objects.get(path)?.bytes.byteLength ?? null,
    signedUrl: async (path, seconds) => `https://signed.example/${path}?expires=${seconds}`,
    sha256: async (pieces) => createHash('sha256').update(concat(pieces)).digest('hex'),
    randomSuffix: () => `s${++suffix}`,
    now: () => now,
  }
  return {
    deps,
    objects,
    uploads,
    sessions,
    moved,
    resetMoved: () => Object.assign(moved, { held: 0, read: 0, appended: 0 }),
    advanceClock: (ms: number) => (now = new Date(now.getTime() + ms)),
  }
}

/** The first bytes of an MP4 (an `ftyp` box), which the upload checks the first chunk for. */
const MP4_HEAD = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')])

/** The bytes, starting as an MP4 file does (overwrites their first 12 bytes). */
export function asMp4<T extends Uint8Array>(bytes: T): T {
  bytes.set(MP4_HEAD, 0)
  return bytes
}

export function bytesOf(size: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 251)
}

export type Fields = {
  chunk?: Blob | string
  fileName?: string
  chunkIndex?: string
  totalChunks?: string
}

export function post(fields: Fields, headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value)
  return new Request('http://localhost/upload-video-chunk', {
    method: 'POST',
    headers: { authorization: 'Bearer token', ...headers },
    body: form,
  })
}

/** The size check: POST JSON { fileName, size }. */
export const checkRequest = (body: unknown) =>
  new Request('http://localhost/upload-video-chunk', {
    method: 'POST',
    headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

export const NAME = '1700000000000-clip.mp4'
/** Three chunks: 2 MB, 2 MB and 1000 bytes. */
export const file = asMp4(bytesOf(2 * CHUNK_SIZE + 1000, 7))

export const chunkOf = (i: number, bytes: Uint8Array = file) =>
  new Blob([bytes.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)], { type: 'video/mp4' })

export const check = (deps: Deps, name = NAME, size = file.length) =>
  createHandler(deps)(checkRequest({ fileName: name, size }))

export const send = (deps: Deps, i: number, name = NAME, bytes: Uint8Array = file) =>
  createHandler(deps)(
    post({
      chunk: chunkOf(i, bytes),
      fileName: name,
      chunkIndex: String(i),
      totalChunks: String(chunkCount(bytes.length)),
    }),
  )

/** Checks, then sends every chunk in order; the last answer. */
export async function uploadAll(deps: Deps, name = NAME, bytes: Uint8Array = file) {
  const checked = await check(deps, name, bytes.length)
  if (checked.status !== 200) throw new Error(`check: ${checked.status}`)
  let last: Response | undefined
  for (let i = 0; i < chunkCount(bytes.length); i++) last = await send(deps, i, name, bytes)
  if (!last) throw new Error('no chunks')
  return last
}
