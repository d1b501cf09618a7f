import { createWriteStream, openAsBlob } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

const CHUNK = 1024 * 1024

function* chunks(bytes: number) {
  for (let sent = 0; sent < bytes; sent += CHUNK) {
    yield new Uint8Array(Math.min(CHUNK, bytes - sent)).fill(sent % 251)
  }
}

/** A generated raw body: chunks are made as the upload pulls them, never all at once. */
export function generatedBody(bytes: number): ReadableStream<Uint8Array> {
  const source = chunks(bytes)
  return new ReadableStream({
    pull(controller) {
      const next = source.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
  })
}

/**
 * The multipart body supabase-js sends for a File (cacheControl, then the file part under an
 * empty name), its File backed by a generated temp file so the client holds no copy either.
 */
export async function multipartBody(bytes: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-upload-'))
  const file = path.join(dir, 'big.bin')
  await pipeline(Readable.from(chunks(bytes)), createWriteStream(file))
  const form = new FormData()
  form.append('cacheControl', '3600')
  form.append('', await openAsBlob(file, { type: 'video/mp4' }), 'big.mp4')
  return { form, cleanup: () => rm(dir, { recursive: true, force: true }) }
}
