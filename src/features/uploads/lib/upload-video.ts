import { CHUNK_SIZE, chunkCount } from '@shared/video-upload'

export type ChunkFields = {
  chunk: Blob
  fileName: string
  chunkIndex: number
  totalChunks: number
}

export type ChunkAnswer = { complete: true; url: string } | { complete: false }
export type UploadStatus = { complete: true; url: string } | { complete: false; received: number[] }

/** How chunks reach `upload-video-chunk`; a rejection the server will repeat is `ChunkRejected`. */
export type ChunkTransport = {
  send: (fields: ChunkFields) => Promise<ChunkAnswer>
  status: (fileName: string, totalChunks: number) => Promise<UploadStatus>
}

/** A 4xx answer: retrying the same request cannot succeed. */
export class ChunkRejected extends Error {}

export type UploadOptions = {
  file: Blob
  fileName: string
  transport: ChunkTransport
  signal?: AbortSignal
  onProgress?: (sentBytes: number, totalBytes: number) => void
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

const sizeOf = (index: number, file: Blob) => Math.min(CHUNK_SIZE, file.size - index * CHUNK_SIZE)

/**
 * Sends the file in 2 MB chunks, one at a time, skipping those the server already holds
 * (resume), retrying each with back-off. Resolves with the video's URL.
 */
export async function uploadVideo(options: UploadOptions): Promise<string> {
  const { file, fileName, transport, signal, onProgress } = options
  const attempts = Math.max(3, options.attempts ?? 4)
  const delay = options.retryDelayMs ?? 500
  const total = chunkCount(file.size)
  const retry = <T>(run: () => Promise<T>) => withRetries(run, attempts, delay, signal)

  const status = await retry(() => transport.status(fileName, total))
  if (status.complete) {
    onProgress?.(file.size, file.size)
    return status.url
  }
  const held = new Set(status.received)
  // All held but not assembled (the assembling request failed): the last chunk again assembles.
  if (held.size >= total) held.delete(total - 1)
  let sent = [...held].reduce((sum, index) => sum + sizeOf(index, file), 0)
  onProgress?.(sent, file.size)
  let url: string | undefined
  for (let index = 0; index < total; index++) {
    if (held.has(index)) continue
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
