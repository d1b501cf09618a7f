import { CHUNK_SIZE, chunkCount, type SizeCheck } from '@shared/video-upload'

export type ChunkFields = {
  chunk: Blob
  fileName: string
  chunkIndex: number
  totalChunks: number
}

export type ChunkAnswer = { complete: true; url: string } | { complete: false }

/** How chunks reach `upload-video-chunk`; a rejection the server will repeat is `ChunkRejected`. */
export type ChunkTransport = {
  /** The size check before any chunk: allowed or not, in words; opens (or resumes) the session. */
  check: (fileName: string, size: number) => Promise<SizeCheck>
  send: (fields: ChunkFields) => Promise<ChunkAnswer>
}

/** A 4xx answer: retrying the same request cannot succeed. */
export class ChunkRejected extends Error {}

export type UploadOptions = {
  file: Blob
  fileName: string
  transport: ChunkTransport
  signal?: AbortSignal
  onProgress?: (sentBytes: number, totalBytes: number) => void
  /** Chunks the server already holds, from a size check made before; else this checks first. */
  received?: number
  /** Attempts per chunk (at least 3), with exponential back-off from `retryDelayMs`. */
  attempts?: number
  retryDelayMs?: number
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

async function withRetries<T>(
  run: () => Promise<T>,
  attempts: number,
  delayMs: number,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted()
    try {
      return await run()
    } catch (error) {
      if (error instanceof ChunkRejected || attempt >= attempts || signal?.aborted) throw error
      await wait(delayMs * 2 ** (attempt - 1), signal)
    }
  }
}

/**
 * Sends the file in 2 MB chunks, one at a time and in order, from the first the server does
 * not hold yet (resume), retrying each with back-off. Resolves with the video's URL; a size
 * the project's limit refuses rejects with `ChunkRejected` and its words, before any chunk.
 */
export async function uploadVideo(options: UploadOptions): Promise<string> {
  const { file, fileName, transport, signal, onProgress } = options
  const attempts = Math.max(3, options.attempts ?? 4)
  const delay = options.retryDelayMs ?? 500
  const total = chunkCount(file.size)
  const retry = <T>(run: () => Promise<T>) => withRetries(run, attempts, delay, signal)

  let from = options.received
  if (from === undefined) {
    const checked = await retry(() => transport.check(fileName, file.size))
    if (!checked.allowed) throw new ChunkRejected(checked.message)
    from = checked.received
  }
  let sent = Math.min(file.size, from * CHUNK_SIZE)
  onProgress?.(sent, file.size)
  let url: string | undefined
  for (let index = from; index < total; index++) {
    const start = index * CHUNK_SIZE
    const chunk = file.slice(start, start + CHUNK_SIZE, file.type)
    const answer = await retry(() =>
      transport.send({ chunk, fileName, chunkIndex: index, totalChunks: total }),
    )
    sent += chunk.size
    onProgress?.(sent, file.size)
    if (answer.complete) url = answer.url
  }
  if (url === undefined) throw new Error('The server did not assemble the video')
  return url
}
