// A lingering close for the functions host (runs in Deno; Web APIs only). A function that caps
// its body stops reading it early and answers 413. Deno 2.1's server then closes a connection
// that still has unread request bytes, and the reset reaches the caller before the answer does,
// so the caller sees a dropped connection (500 WORKER_ERROR through the gateway) instead of the
// 413. Deno 2.9 answers correctly. Like nginx's lingering close (its `lingering_close`,
// `lingering_time` and `lingering_timeout` directives), the host reads on and throws away what the
// function left of the body, bounded in bytes and time, so the answer gets out first.

export interface LingerLimits {
  /** Stop after discarding this many bytes. */
  bytes: number
  /** ...or after this long. */
  ms: number
}

export const LINGER: LingerLimits = { bytes: 16 * 1024 * 1024, ms: 5000 }

/**
 * The request to hand the function, whose body the host drains once the function has cancelled
 * it or, after `answered`, never touched. A body the function is still reading stays its own.
 */
export function lingeringBody(
  request: Request,
  limits: LingerLimits = LINGER,
): { request: Request; answered(): void } {
  const source = request.body
  if (!source) return { request, answered: () => {} }
  const reader = source.getReader()
  let ended = false
  let draining = false
  const drain = async () => {
    if (draining || ended) return
    draining = true
    const deadline = Date.now() + limits.ms
    let discarded = 0
    const timer = setTimeout(() => void reader.cancel().catch(() => {}), limits.ms)
    try {
      while (discarded < limits.bytes && Date.now() < deadline) {
        const { done, value } = await reader.read()
        if (done) return
        discarded += value.byteLength
      }
      await reader.cancel()
    } catch {
      // The caller went away: nothing left to drain.
    } finally {
      clearTimeout(timer)
    }
  }
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read()
        if (done) {
          ended = true
          controller.close()
        } else controller.enqueue(value)
      },
      cancel: () => void drain(),
    },
    { highWaterMark: 0 },
  )
  // Not a literal: the DOM RequestInit type lacks `duplex`, which Node needs for a stream body.
  // No `signal`: reading request.signal makes Deno 2.9 warn about its legacy abort, and no
  // function uses it.
  const init = { method: request.method, headers: request.headers, body, duplex: 'half' }
  const forwarded = new Request(request.url, init)
  return {
    request: forwarded,
    answered: () => {
      if (!forwarded.bodyUsed && !body.locked) void drain()
    },
  }
}
