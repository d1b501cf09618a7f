import { z } from 'zod'
import { bodyTooLarge, json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import {
  ABANDONED_AFTER_MS,
  CHECK_BODY_BYTES,
  CHUNK_SIZE,
  chunkCount,
  chunkSizeAt,
  CHUNKS_PER_PART,
  heldChunkPath,
  libraryPath,
  MAX_VIDEO_BYTES,
  safeVideoFileName,
  SIGNATURE_BYTES,
  signatureMismatchMessage,
  SIGNED_URL_SECONDS,
  type SizeCheck,
  sizeMessages,
  videoContentType,
  videoSignatureMatches,
} from '../_shared/domain/video-upload.ts'
import { SECOND_FACTOR_REQUIRED, type AdminCaller } from '../_shared/require-admin.ts'
import { serverError } from '../_shared/server-error.ts'
import { FORM_OVERHEAD, parseChunk, TOO_LARGE, type Chunk } from './chunk-form.ts'

export type Caller = AdminCaller

/** One upload: opened by the size check, which fixes its size, chunk count and object. */
export type Session = {
  id: string
  fileName: string
  objectPath: string
  totalSize: number
  totalChunks: number
  /** Chunks accepted so far, in order: 0..received-1. */
  received: number
  /** The storage resumable (TUS) upload the parts go to. */
  uploadUrl: string
  status: 'open' | 'complete'
  lastChunkSha256: string | null
}

export type NewSession = Pick<
  Session,
  'fileName' | 'objectPath' | 'totalSize' | 'totalChunks' | 'uploadUrl'
>

/** Bytes for a part: chunks held in storage (by path), then the request's own chunk. */
export type PartSource = { held: string } | { pieces: Uint8Array[] }

export type Deps = {
  /** Who the bearer token belongs to: an admin (in admin_users), another user, or nobody. */
  callerOf: (authorization: string | null) => Promise<Caller>
  /** The videos bucket's file_size_limit (bytes), or null when it sets none. */
  bucketLimit: () => Promise<number | null>
  openSession: (fileName: string) => Promise<Session | undefined>
  /** The newest finished session under this name (for a retried last chunk). */
  finishedSession: (fileName: string) => Promise<Session | undefined>
  /** Inserts an open session; 'taken' when another is already open under its name or object. */
  insertSession: (session: NewSession) => Promise<Session | 'taken'>
  /** Moves `received` from `from` to `to` (only if still `from`); `finished` closes the session. */
  advance: (id: string, from: number, to: number, finished?: { sha256: string }) => Promise<void>
  /** Sessions untouched since `before`: open ones are abandoned, finished ones expired. */
  staleSessions: (before: Date) => Promise<Session[]>
  deleteSession: (id: string) => Promise<void>
  /** Opens a storage resumable upload of `size` bytes at `path` (never over an existing object). */
  createUpload: (
    path: string,
    size: number,
    contentType: string,
  ) => Promise<{ url: string } | 'exists' | 'too-large'>
  /**
   * Sends one part at `offset`, less its first `skip` bytes (storage already holds them);
   * 'conflict' when storage holds a different offset.
   */
  appendPart: (
    url: string,
    offset: number,
    sources: PartSource[],
    skip?: number,
  ) => Promise<'ok' | 'conflict'>
  /** How many bytes the storage upload holds. */
  uploadOffset: (url: string) => Promise<number>
  terminateUpload: (url: string) => Promise<void>
  /** The stored object's size in bytes, or null when there is no object at `path`. */
  objectSize: (path: string) => Promise<number | null>
  /** Keeps one chunk in the videos bucket until its part is complete. */
  holdChunk: (path: string, pieces: Uint8Array[], contentType: string) => Promise<void>
  /** Paths of the chunks a session holds. */
  heldChunks: (sessionId: string) => Promise<string[]>
  removeHeld: (paths: string[]) => Promise<void>
  signedUrl: (path: string, expiresInSeconds: number) => Promise<string>
  sha256: (pieces: Uint8Array[]) => Promise<string>
  /** A short random suffix for a name that is already taken. */
  randomSuffix: () => string
  now: () => Date
}

const checkSchema = z.strictObject({
  fileName: z.string().max(300),
  size: z.number().int().min(1),
})

async function completed(deps: Deps, session: Session): Promise<Response> {
  const url = await deps.signedUrl(session.objectPath, SIGNED_URL_SECONDS)
  return json({ complete: true, path: session.objectPath, url })
}

/** Removes what abandoned sessions left (held chunks, storage upload) and expired rows. */
async function removeStale(deps: Deps): Promise<void> {
  const before = new Date(deps.now().getTime() - ABANDONED_AFTER_MS)
  for (const session of await deps.staleSessions(before)) {
    if (session.status === 'open') {
      await deps.removeHeld(await deps.heldChunks(session.id))
      await deps.terminateUpload(session.uploadUrl).catch(() => {})
    }
    await deps.deleteSession(session.id)
  }
}

/** A storage upload at the file's name, or at a suffixed name when that one is taken. */
async function createUpload(deps: Deps, fileName: string, size: number) {
  const contentType = videoContentType(fileName)
  for (let attempt = 0; attempt < 3; attempt++) {
    const objectPath = libraryPath(fileName, attempt === 0 ? undefined : deps.randomSuffix())
    const created = await deps.createUpload(objectPath, size, contentType)
    if (created !== 'exists') return created === 'too-large' ? created : { ...created, objectPath }
  }
  throw new Error(`no free object name for ${fileName}`)
}

/**
 * POST JSON { fileName, size }: whether the project's upload limit allows the file, in words.
 * When it does, this opens the upload session (size and chunk count fixed) and reports how
 * many chunks it already holds, so a repeated check resumes.
 */
async function check(deps: Deps, req: Request): Promise<Response> {
  const body = await readJson(req, CHECK_BODY_BYTES)
  if (body instanceof Response) return body
  const parsed = checkSchema.safeParse(body.json)
  if (!parsed.success) return jsonError('Body must be { fileName, size } with size in bytes', 400)
  const fileName = safeVideoFileName(parsed.data.fileName)
  if (!fileName) return jsonError('fileName must be a video file name (mp4, webm, mov, avi)', 400)
  const { size } = parsed.data
  const answer = (result: SizeCheck) => json(result)
  if (size > MAX_VIDEO_BYTES)
    return answer({ allowed: false, message: 'File size must be less than 500MB' })

  await removeStale(deps).catch((error: unknown) => console.error('upload cleanup:', error))
  const resume = (session: Session) =>
    session.totalSize === size
      ? answer({
          allowed: true,
          message:
            session.received > 0
              ? sizeMessages.resumes(size, session.received)
              : sizeMessages.fits(size),
          received: session.received,
        })
      : jsonError(
          `An upload named ${fileName} with a different size (${session.totalSize} bytes) is in progress`,
          409,
        )
  const open = await deps.openSession(fileName)
  if (open) return resume(open)

  const bucketLimit = await deps.bucketLimit()
  if (bucketLimit !== null && size > bucketLimit)
    return answer({ allowed: false, message: sizeMessages.overBucket(size, bucketLimit) })
  // Storage itself decides at creation: the bucket's limit capped by the project's.
  const upload = await createUpload(deps, fileName, size)
  if (upload === 'too-large')
    return answer({ allowed: false, message: sizeMessages.overProject(size) })
  const session = await deps.insertSession({
    fileName,
    objectPath: upload.objectPath,
    totalSize: size,
    totalChunks: chunkCount(size),
    uploadUrl: upload.url,
  })
  if (session === 'taken') {
    // A concurrent check opened it first: drop ours and answer as that one.
    await deps.terminateUpload(upload.url).catch(() => {})
    const winner = await deps.openSession(fileName)
    if (!winner) throw new Error(`session for ${fileName} vanished`)
    return resume(winner)
  }
  return answer({ allowed: true, message: sizeMessages.fits(size), received: 0 })
}

/** The first `count` bytes of a chunk that arrived in pieces. */
function headOf(pieces: Uint8Array[], count: number): Uint8Array {
  const head = new Uint8Array(count)
  let filled = 0
  for (const piece of pieces) {
    if (filled >= count) break
    const take = piece.subarray(0, count - filled)
    head.set(take, filled)
    filled += take.length
  }
  return head.subarray(0, filled)
}

/** A retried last chunk after the upload finished (its answer was lost) gets the same answer. */
async function retriedLast(deps: Deps, chunk: Chunk): Promise<Response | undefined> {
  const done = await deps.finishedSession(chunk.fileName)
  if (!done || chunk.total !== done.totalChunks || chunk.index !== done.totalChunks - 1)
    return undefined
  return (await deps.sha256(chunk.pieces)) === done.lastChunkSha256
    ? completed(deps, done)
    : undefined
}

/**
 * One chunk of an open session, in order. Chunks wait in the bucket until their part is
 * complete (three chunks, or the last); then the part goes to the storage upload at its
 * offset and the held chunks are removed. So a request moves at most one part (6 MB).
 */
async function store(deps: Deps, chunk: Chunk): Promise<Response> {
  const session = await deps.openSession(chunk.fileName)
  if (!session) {
    const retried = await retriedLast(deps, chunk)
    if (retried) return retried
    return jsonError('No upload is open for this file: check its size before sending chunks', 409)
  }
  const { index } = chunk
  if (chunk.total !== session.totalChunks)
    return jsonError(
      `This upload has ${session.totalChunks} chunks, not ${chunk.total}: its size was fixed when it was checked`,
      409,
    )
  const expected = chunkSizeAt(index, session.totalSize)
  if (chunk.size !== expected)
    return jsonError(
      `Chunk ${index} must be ${expected} bytes: this upload is ${session.totalSize} bytes`,
      409,
    )
  if (index < session.received) return json({ complete: false, received: session.received })
  if (index > session.received)
    return jsonError(`Chunk ${session.received} comes next, not chunk ${index}`, 409)
  // The bucket stores the type the name declares: the first chunk must be that container.
  if (
    index === 0 &&
    !videoSignatureMatches(session.fileName, headOf(chunk.pieces, SIGNATURE_BYTES))
  )
    return jsonError(signatureMismatchMessage(session.fileName), 415)

  const last = index === session.totalChunks - 1
  if (!last && index % CHUNKS_PER_PART !== CHUNKS_PER_PART - 1) {
    const type = videoContentType(session.fileName)
    await deps.holdChunk(heldChunkPath(session.id, index), chunk.pieces, type)
    await deps.advance(session.id, index, index + 1)
    return json({ complete: false, received: index + 1 })
  }
  const first = index - (index % CHUNKS_PER_PART)
  const held = Array.from({ length: index - first }, (_, i) => heldChunkPath(session.id, first + i))
  const offset = first * CHUNK_SIZE
  const sources: PartSource[] = [...held.map((path) => ({ held: path })), { pieces: chunk.pieces }]
  if ((await deps.appendPart(session.uploadUrl, offset, sources)) === 'conflict') {
    // A retry of a part storage already took (the answer was lost) is fine. Hosted storage
    // keeps what arrived of an interrupted part (tus), so a retry sends the rest of it.
    const end = offset + (index - first) * CHUNK_SIZE + chunk.size
    const holds = await deps.uploadOffset(session.uploadUrl)
    const resumed =
      holds > offset &&
      holds < end &&
      (await deps.appendPart(session.uploadUrl, holds, sources, holds - offset)) === 'ok'
    if (holds !== end && !resumed)
      throw new Error(`storage holds ${holds} bytes, expected ${offset} to ${end}`)
  }
  // Held chunks go only once the session has moved on, so a retry can still send the part.
  if (!last) {
    await deps.advance(session.id, index, index + 1)
    await deps.removeHeld(held)
    return json({ complete: false, received: index + 1 })
  }
  // Storage finished the object: say complete only if it is the size the check fixed (a crash
  // inside storage could otherwise leave a complete-looking, corrupt video).
  const stored = await deps.objectSize(session.objectPath)
  if (stored !== session.totalSize) {
    return jsonError(
      `The stored video is ${stored ?? 0} bytes, not the ${session.totalSize} bytes checked: delete it and upload the file again`,
      500,
    )
  }
  await deps.advance(session.id, index, index + 1, { sha256: await deps.sha256(chunk.pieces) })
  // Also whatever an earlier failed removal left.
  await deps.removeHeld([...new Set([...held, ...(await deps.heldChunks(session.id))])])
  return completed(deps, session)
}

/**
 * POST JSON { fileName, size } checks the size against the project's upload limit and opens
 * the session; POST multipart { chunk, fileName, chunkIndex, totalChunks } stores
 * one chunk, and the last answers with the video's signed `url`. Admins only: 401 without a
 * session, 403 for others.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    try {
      const caller = await deps.callerOf(req.headers.get('authorization'))
      if (caller === 'anonymous') return jsonError('Sign in as an admin to upload videos', 401)
      if (caller === 'second-factor') return jsonError(SECOND_FACTOR_REQUIRED, 403)
      if (caller !== 'admin') return jsonError('Only admins can upload videos', 403)
      const type = req.headers.get('content-type') ?? ''
      if (type.startsWith('application/json')) return await check(deps, req)

      const limit = CHUNK_SIZE + FORM_OVERHEAD
      if (Number(req.headers.get('content-length') ?? '0') > limit) {
        await req.body?.cancel().catch(() => {})
        return bodyTooLarge(limit)
      }
      const chunk = await parseChunk(req)
      if (chunk === TOO_LARGE) return bodyTooLarge(limit)
      if (typeof chunk === 'string') return jsonError(chunk, 400)
      return await store(deps, chunk)
    } catch (error) {
      return serverError('upload-video-chunk', 'the size check or chunk failed', error, {
        text: 'Upload failed',
        status: 500,
      })
    }
  })
