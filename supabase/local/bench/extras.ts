import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { percentile } from './measure.ts'

const TIMEOUT_MS = 10_000

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} timed out after ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    )
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e instanceof Error ? e : new Error(String(e)))
      },
    )
  })
}

/** Insert-to-event latency over `events` inserts into public.posts (in supabase_realtime). */
export async function realtimeLatency(
  url: string,
  serviceKey: string,
  events: number,
): Promise<string> {
  if (!('WebSocket' in globalThis)) Reflect.set(globalThis, 'WebSocket', ws)
  const client = createClient(url, serviceKey, { auth: { persistSession: false } })
  const waiting = new Map<string, () => void>()
  const channel = client
    .channel(`bench-${randomUUID()}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, (payload) => {
      const slug: unknown = payload.new.slug
      if (typeof slug === 'string') waiting.get(slug)?.()
    })
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) =>
        channel.subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve()
          else if (status !== 'CLOSED') reject(err ?? new Error(status))
        }),
      ),
      'subscribe',
    )
    const times: number[] = []
    for (let i = 0; i < events; i++) {
      const slug = `rt-${randomUUID()}`
      const arrived = new Promise<void>((resolve) => waiting.set(slug, resolve))
      const t0 = performance.now()
      const { error } = await client.from('posts').insert({ title: 'rt', slug, published: true })
      if (error) throw new Error(error.message)
      await withTimeout(arrived, `event ${i}`)
      times.push(performance.now() - t0)
      waiting.delete(slug)
    }
    times.sort((a, b) => a - b)
    return `p50 ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms over ${events} events`
  } catch (err) {
    return `not measured: ${err instanceof Error ? err.message : String(err)}`
  } finally {
    await client.removeAllChannels()
  }
}

/** Peak RSS of this process (which hosts the stack) while uploading `megabytes` as one stream. */
export async function uploadPeakRss(
  url: string,
  serviceKey: string,
  megabytes: number,
): Promise<string> {
  const headers = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` }
  const bucket = `bench-${randomUUID().slice(0, 8)}`
  const created = await fetch(`${url}/storage/v1/bucket`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: bucket, name: bucket, public: false }),
  })
  if (!created.ok)
    return `not measured: creating a bucket answered ${created.status} ${(await created.text()).slice(0, 120)}`
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const t0 = performance.now()
  try {
    const { status, text } = await streamUpload(
      `${url}/storage/v1/object/${bucket}/big.bin`,
      headers,
      megabytes,
    )
    if (status !== 200) return `not measured: upload answered ${status} ${text.slice(0, 120)}`
  } catch (err) {
    return `not measured: upload failed: ${err instanceof Error ? err.message : String(err)}`
  } finally {
    clearInterval(sampler)
  }
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`
  return `peak RSS ${mb(peak)} (baseline ${mb(baseline)}, +${mb(peak - baseline)}) for ${megabytes} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`
}

/** POSTs `megabytes` MiB as a chunked stream, respecting backpressure. */
function streamUpload(
  url: string,
  headers: Record<string, string>,
  megabytes: number,
): Promise<{ status: number; text: string }> {
  const chunk = Buffer.alloc(1024 * 1024, 97)
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/octet-stream' } },
      (res) => {
        let text = ''
        res.on('data', (d: Buffer) => (text += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      },
    )
    req.on('error', reject)
    let sent = 0
    const write = () => {
      while (sent < megabytes) {
        sent++
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}
