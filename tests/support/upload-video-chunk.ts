import { CHUNK_SIZE } from '../../supabase/functions/_shared/video-upload.ts'
import {
  createHandler,
  type Caller,
  type Deps,
} from '../../supabase/functions/upload-video-chunk/handler.ts'

// Shared by the upload-video-chunk handler tests: a fake bucket and chunk requests.
/** An in-memory videos bucket with storage's behaviour: upsert by path, list by folder. */
export function fakeDeps(caller: Caller = 'admin') {
  const objects = new Map<string, { bytes: Uint8Array; type: string; at: Date }>()
  let now = new Date('2026-01-02T00:00:00Z')
  const deps: Deps = {
    callerOf: async () => caller,
    exists: async (path) => objects.has(path),
    put: async (path, pieces, type) => {
      objects.set(path, { bytes: Buffer.concat(pieces), type, at: now })
    },
    list: async (folder) =>
      [...objects.keys()]
        .filter((key) => key.startsWith(`${folder}/`))
        .map((key) => key.slice(folder.length + 1).split('/')[0] ?? ''),
    concatenate: async (parts, target, type) => {
      const pieces = parts.map((part) => objects.get(part)?.bytes ?? new Uint8Array())
      const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
      let offset = 0
      for (const piece of pieces) {
        whole.set(piece, offset)
        offset += piece.length
      }
      objects.set(target, { bytes: whole, type, at: now })
    },
    remove: async (paths) => {
      for (const path of paths) objects.delete(path)
    },
    signedUrl: async (path, seconds) => `https://signed.example/${path}?expires=${seconds}`,
    removeAbandoned: async (olderThan) => {
      for (const [path, object] of objects) {
        if (path.startsWith('parts/') && object.at < olderThan) objects.delete(path)
      }
    },
    now: () => now,
  }
  return { deps, objects, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
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

export const file = bytesOf(2 * CHUNK_SIZE + 1000, 7)
export const chunkOf = (i: number) =>
  new Blob([file.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)], { type: 'video/mp4' })
export const send = (deps: Deps, i: number, name = '1700000000000-clip.mp4') =>
  createHandler(deps)(
    post({ chunk: chunkOf(i), fileName: name, chunkIndex: String(i), totalChunks: '3' }),
  )
