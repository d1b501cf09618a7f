// Peak memory of the stack while a large object streams through storage (target: the stack's
// RSS grows by less than 150 MB for a 500 MB upload), for a raw stream upload, a multipart
// (File) upload and a download. Run: npx tsx supabase/local/bench/storage-upload.ts [MB]
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { generatedBody, multipartBody } from './upload-bodies.ts'

const MB = 1024 * 1024

export interface PeakGrowth {
  /** Stack RSS before the transfer. */
  baselineRss: number
  /** Highest RSS sample during the transfer, minus the baseline. */
  rssGrowth: number
  /** The same for the JS heap plus external (Buffer) memory. */
  heapGrowth: number
  ms: number
}

export interface UploadPeakRss {
  bytes: number
  raw: PeakGrowth
  multipart: PeakGrowth
  download: PeakGrowth
}

const readySchema = z.object({ url: z.string(), serviceRoleKey: z.string() })
const usageSchema = z.object({ rss: z.number(), heap: z.number() })
const peakSchema = z.object({ baseline: usageSchema, peak: usageSchema })

async function nextMessage<T>(child: ChildProcess, schema: z.ZodType<T>): Promise<T> {
  for (;;) {
    const [message] = await once(child, 'message')
    const parsed = schema.safeParse(message)
    if (parsed.success) return parsed.data
  }
}

async function ok(pending: Promise<Response>): Promise<Response> {
  const response = await pending
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`)
  return response
}

async function measure(child: ChildProcess, run: () => Promise<void>): Promise<PeakGrowth> {
  const started = Date.now()
  child.send('start')
  await run()
  child.send('stop')
  const { baseline, peak } = await nextMessage(child, peakSchema)
  return {
    baselineRss: baseline.rss,
    rssGrowth: peak.rss - baseline.rss,
    heapGrowth: peak.heap - baseline.heap,
    ms: Date.now() - started,
  }
}

async function drain(body: ReadableStream<Uint8Array> | null): Promise<number> {
  const reader = body?.getReader()
  let total = 0
  for (;;) {
    const chunk = await reader?.read()
    if (!chunk || chunk.done) return total
    total += chunk.value.length
  }
}

export async function measureUploadPeakRss(bytes = 500 * MB): Promise<UploadPeakRss> {
  const script = fileURLToPath(new URL('./storage-upload-stack.ts', import.meta.url))
  const child = fork(script, { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: 'inherit' })
  const { form, cleanup } = await multipartBody(bytes)
  try {
    const { url, serviceRoleKey } = await nextMessage(child, readySchema)
    const storage = `${url}/storage/v1`
    const auth = { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey }
    // The requests supabase-js sends for createBucket and uploads (storage-js StorageFileApi).
    const json = { ...auth, 'content-type': 'application/json' }
    const bucket = JSON.stringify({ id: 'bench', name: 'bench', public: false })
    await ok(fetch(`${storage}/bucket`, { method: 'POST', headers: json, body: bucket }))
    const raw = await measure(child, async () => {
      // Not a literal: the DOM RequestInit type lacks undici's `duplex`, needed for a stream.
      const init = {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream', 'x-upsert': 'false' },
        body: generatedBody(bytes),
        duplex: 'half',
      }
      await ok(fetch(`${storage}/object/bench/raw.bin`, init))
    })
    const multipart = await measure(child, async () => {
      const headers = { ...auth, 'x-upsert': 'false' }
      await ok(fetch(`${storage}/object/bench/file.mp4`, { method: 'POST', headers, body: form }))
    })
    const download = await measure(child, async () => {
      const response = await ok(fetch(`${storage}/object/bench/raw.bin`, { headers: auth }))
      const received = await drain(response.body)
      if (received !== bytes) throw new Error(`downloaded ${received} of ${bytes} bytes`)
    })
    return { bytes, raw, multipart, download }
  } finally {
    await cleanup()
    child.send('exit')
    await once(child, 'exit')
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureUploadPeakRss(Number(process.argv[2] ?? 500) * MB)
  const mb = (value: number) => `${(value / MB).toFixed(1)} MB`
  const runs: [string, PeakGrowth][] = [
    ['raw stream upload', result.raw],
    ['multipart upload', result.multipart],
    ['download', result.download],
  ]
  for (const [name, run] of runs) {
    console.log(
      `${name} ${mb(result.bytes)} in ${run.ms} ms: stack RSS ${mb(run.baselineRss)}, ` +
        `peak growth ${mb(run.rssGrowth)} (heap+external ${mb(run.heapGrowth)})`,
    )
  }
}
