// A 500 MB video through upload-video-chunk on the local stack, as the portal sends it
// (the size check, then 2 MB chunks, supabase-js functions.invoke, FormData; every third chunk
// and the last send a part to storage's resumable upload): throughput, per-request times (the
// last chunk no longer re-streams the file), the peak RSS growth of
// the stack and of the functions host (target: at most 64 MB each), the functions host's peak
// RSS (upload-video-chunk's process; target: at most 128 MB, half of hosted's 256 MB), and a SHA-256 check of the assembled
// object. Run: npm run bench:upload [-- MB]
import { fork, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createWriteStream, openAsBlob } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { z } from 'zod'
import { chunkTransport } from '../../src/features/uploads/api/chunk-transport.ts'
import { uploadVideo } from '../../src/features/uploads/lib/upload-video.ts'

const MB = 1024 * 1024
const TARGET = 64 * MB
const HOST_PEAK_TARGET = 128 * MB
if (!('WebSocket' in globalThis)) Reflect.set(globalThis, 'WebSocket', ws)

const readySchema = z.object({ url: z.string(), anonKey: z.string() })
const startedSchema = z.object({ started: z.literal(true), hostProcesses: z.number() })
const figures = z.object({ stack: z.number(), host: z.number(), oneHost: z.number() })
const peakSchema = z.object({ baseline: figures, peak: figures })

async function nextMessage<T>(child: ChildProcess, schema: z.ZodType<T>): Promise<T> {
  for (;;) {
    const [message] = await once(child, 'message')
    const parsed = schema.safeParse(message)
    if (parsed.success) return parsed.data
  }
}

/** A file of pseudo-random bytes (xorshift), written in 1 MB pieces, with its SHA-256. */
async function videoFile(dir: string, bytes: number) {
  const file = path.join(dir, 'bench.mp4')
  const hash = createHash('sha256')
  let state = 0x9e3779b9
  function* pieces() {
    for (let done = 0; done < bytes; done += MB) {
      const piece = new Uint32Array(Math.min(MB, bytes - done) / 4)
      for (let i = 0; i < piece.length; i++) {
        state ^= state << 13
        state ^= state >>> 17
        state ^= state << 5
        piece[i] = state >>> 0
      }
      const view = new Uint8Array(piece.buffer)
      // The file starts as an MP4 does (an ftyp box): the upload checks the first chunk.
      if (done === 0) view.set(new TextEncoder().encode('ftypmp42'), 4)
      hash.update(view)
      yield view
    }
  }
  await pipeline(Readable.from(pieces()), createWriteStream(file))
  return { blob: await openAsBlob(file, { type: 'video/mp4' }), sha256: hash.digest('hex') }
}

async function downloadHash(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok || !response.body) throw new Error(`download: ${response.status}`)
  const hash = createHash('sha256')
  const reader = response.body.getReader()
  for (;;) {
    const next = await reader.read()
    if (next.done) return hash.digest('hex')
    hash.update(next.value)
  }
}

const mb = (value: number) => `${(value / MB).toFixed(1)} MB`

export async function benchVideoUpload(megabytes: number) {
  const bytes = megabytes * MB
  const script = fileURLToPath(new URL('./video-upload-stack.ts', import.meta.url))
  const child = fork(script, { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: 'inherit' })
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-video-'))
  try {
    const [{ url, anonKey }, video] = await Promise.all([
      nextMessage(child, readySchema),
      videoFile(dir, bytes),
    ])
    const client = createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    })
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@example.com',
      password: 'local-admin-password',
    })
    if (error) throw error
    const plain = chunkTransport(client)
    // Each chunk request's time: with parts of three chunks none should grow with the file.
    const times: number[] = []
    const transport: typeof plain = {
      ...plain,
      async send(fields) {
        const t0 = performance.now()
        const answer = await plain.send(fields)
        times.push(performance.now() - t0)
        return answer
      },
    }
    // Warm-up: starts the functions host, so that its baseline is a running host.
    await uploadVideo({
      file: video.blob.slice(0, 3 * MB, 'video/mp4'),
      fileName: `${Date.now()}-warm.mp4`,
      transport,
    })

    times.length = 0
    child.send('start')
    const { hostProcesses } = await nextMessage(child, startedSchema)
    const started = performance.now()
    const signedUrl = await uploadVideo({
      file: video.blob,
      fileName: `${Date.now()}-bench.mp4`,
      transport,
    })
    const seconds = (performance.now() - started) / 1000
    child.send('stop')
    const { baseline, peak } = await nextMessage(child, peakSchema)
    const identical = (await downloadHash(signedUrl)) === video.sha256
    return {
      bytes,
      seconds,
      hostProcesses,
      identical,
      stackGrowth: peak.stack - baseline.stack,
      hostGrowth: peak.host - baseline.host,
      hostPeak: peak.oneHost,
      baseline,
      requests: times.length,
      medianMs: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0,
      slowestMs: Math.max(0, ...times),
      lastMs: times.at(-1) ?? 0,
    }
  } finally {
    child.send('exit')
    await once(child, 'exit')
    await rm(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchVideoUpload(Number(process.argv[2] ?? 500))
  console.log(
    `video upload ${mb(result.bytes)} in ${result.seconds.toFixed(1)} s: ` +
      `${(result.bytes / MB / result.seconds).toFixed(1)} MB/s, byte-identical: ${result.identical}`,
  )
  console.log(
    `peak RSS growth: stack ${mb(result.stackGrowth)} (baseline ${mb(result.baseline.stack)}), ` +
      `functions host ${mb(result.hostGrowth)} (baseline ${mb(result.baseline.host)}, ` +
      `${result.hostProcesses} processes); target <= ${mb(TARGET)} each`,
  )
  console.log(
    `upload-video-chunk's host peak RSS: ${mb(result.hostPeak)} (its process, Deno included); ` +
      `target <= ${mb(HOST_PEAK_TARGET)}`,
  )
  console.log(
    `chunk requests: ${result.requests}, median ${result.medianMs.toFixed(0)} ms, ` +
      `slowest ${result.slowestMs.toFixed(0)} ms, last (completes the video) ${result.lastMs.toFixed(0)} ms`,
  )
  const ok =
    result.identical &&
    result.stackGrowth <= TARGET &&
    result.hostGrowth <= TARGET &&
    result.hostPeak <= HOST_PEAK_TARGET
  process.exitCode = ok ? 0 : 1
}
