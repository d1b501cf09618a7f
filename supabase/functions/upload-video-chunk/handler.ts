import { json, jsonError, preflight } from '../_shared/http.ts'
import {
  ABANDONED_AFTER_MS,
  CHUNK_SIZE,
  libraryPath,
  MAX_CHUNKS,
  partPath,
  partsFolder,
  safeVideoFileName,
  SIGNED_URL_SECONDS,
  videoContentType,
} from '../_shared/video-upload.ts'
import { FORM_OVERHEAD, integerField, parseChunk, type Chunk } from './chunk-form.ts'
import { serverError } from '../_shared/server-error.ts'

export type Caller = 'admin' | 'not-admin' | 'anonymous'

export type Deps = {
  /** Who the bearer token belongs to: an admin (in admin_users), another user, or nobody. */
  callerOf: (authorization: string | null) => Promise<Caller>
  /** Whether an object exists in the videos bucket. */
  exists: (path: string) => Promise<boolean>
  /** Stores the pieces as one object at path, replacing what is there (idempotent per path). */
  put: (path: string, pieces: Uint8Array[], contentType: string) => Promise<void>
  /** Names of the objects directly inside a folder. */
  list: (folder: string) => Promise<string[]>
  /** Streams the parts, in order, into one object at target (never all in memory). */
  concatenate: (parts: string[], target: string, contentType: string) => Promise<void>
  remove: (paths: string[]) => Promise<void>
  signedUrl: (path: string, expiresInSeconds: number) => Promise<string>
  /** Removes partial uploads whose newest part is older than the cutoff. */
  removeAbandoned: (olderThan: Date) => Promise<void>
  now: () => Date
}

const partIndex = (name: string) => (/^[0-9]{4}$/.test(name) ? Number(name) : undefined)

async function receivedIndexes(deps: Deps, fileName: string, total: number): Promise<number[]> {
  const names = await deps.list(partsFolder(fileName))
  const indexes = names.map(partIndex).filter((i): i is number => i !== undefined && i < total)
  return [...new Set(indexes)].sort((a, b) => a - b)
}

async function completed(deps: Deps, fileName: string): Promise<Response> {
  const path = libraryPath(fileName)
  return json({ complete: true, path, url: await deps.signedUrl(path, SIGNED_URL_SECONDS) })
}

async function store(deps: Deps, chunk: Chunk): Promise<Response> {
  const { fileName, index, total } = chunk
  const target = libraryPath(fileName)
  // A retry after completion (the answer was lost) gets the same answer again.
  if (await deps.exists(target)) return completed(deps, fileName)
  if (index === 0) {
    await deps
      .removeAbandoned(new Date(deps.now().getTime() - ABANDONED_AFTER_MS))
      .catch((error: unknown) => console.error('upload-video-chunk cleanup:', error))
  }
  const contentType = videoContentType(fileName)
  await deps.put(partPath(fileName, index), chunk.pieces, contentType)
  const received = await receivedIndexes(deps, fileName, total)
  if (received.length < total) return json({ complete: false, received: received.length })
  const parts = received.map((i) => partPath(fileName, i))
  try {
    await deps.concatenate(parts, target, contentType)
  } catch (error) {
    // A concurrent request for the same upload may have finished it first.
    if (!(await deps.exists(target))) throw error
  }
  await deps.remove(parts)
  return completed(deps, fileName)
}

/** GET ?fileName=&totalChunks=: which chunks the server holds (for resuming), or the URL. */
async function status(deps: Deps, url: URL): Promise<Response> {
  const fileName = safeVideoFileName(url.searchParams.get('fileName') ?? '')
  const total = integerField(url.searchParams.get('totalChunks') ?? undefined)
  if (!fileName) return jsonError('fileName must be a video file name (mp4, webm, mov, avi)', 400)
  if (total === undefined || total < 1 || total > MAX_CHUNKS)
    return jsonError(`totalChunks must be an integer from 1 to ${MAX_CHUNKS}`, 400)
  if (await deps.exists(libraryPath(fileName))) return completed(deps, fileName)
  return json({ complete: false, received: await receivedIndexes(deps, fileName, total) })
}

/**
 * POST multipart { chunk, fileName, chunkIndex, totalChunks } (SPEC §7.4) stores one chunk;
 * the request that completes the set assembles the video and answers with its signed `url`.
 * GET reports progress for resuming. Admins only: 401 without a session, 403 for others.
 */
export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight()
    if (req.method !== 'POST' && req.method !== 'GET')
      return jsonError('Method not allowed', 405, { Allow: 'GET, POST' })
    try {
      const caller = await deps.callerOf(req.headers.get('authorization'))
      if (caller === 'anonymous') return jsonError('Sign in as an admin to upload videos', 401)
      if (caller === 'not-admin') return jsonError('Only admins can upload videos', 403)
      if (req.method === 'GET') return await status(deps, new URL(req.url))

      const length = Number(req.headers.get('content-length') ?? '0')
      if (!Number.isFinite(length) || length > CHUNK_SIZE + FORM_OVERHEAD)
        return jsonError(`A request carries one chunk of at most ${CHUNK_SIZE} bytes`, 400)
      const chunk = await parseChunk(req)
      if (typeof chunk === 'string') return jsonError(chunk, 400)
      return await store(deps, chunk)
    } catch (error) {
      return serverError('upload-video-chunk', 'storing the chunk failed', error, {
        text: 'Upload failed',
        status: 500,
      })
    }
  }
