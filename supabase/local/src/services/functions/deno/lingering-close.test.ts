import { describe, expect, it } from 'vitest'
import { lingeringBody } from './lingering-close.ts'

/** A request whose body offers `chunks` pieces of 1 KB, counting what was pulled. */
function upload(chunks: number) {
  const counts = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counts.pulled === chunks) return controller.close()
      counts.pulled++
      controller.enqueue(new Uint8Array(1024))
    },
    cancel: () => void (counts.cancelled = true),
  })
  const init = { method: 'POST', body, duplex: 'half' }
  return { request: new Request('http://host/fn', init), counts }
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 1))
}

describe('the host drains what a function left of a body (lingering close)', () => {
  it('after the function cancels it: reads on up to the byte bound, then stops', async () => {
    const { request, counts } = upload(1000)
    const body = lingeringBody(request, { bytes: 10 * 1024, ms: 5000 })
    const reader = body.request.body?.getReader()
    await reader?.read()
    await reader?.cancel()
    await until(() => counts.cancelled)
    expect(counts.pulled).toBeGreaterThanOrEqual(11)
    expect(counts.pulled).toBeLessThan(20)
  })

  it('a body the function never read is drained once it has answered', async () => {
    const { request, counts } = upload(5)
    lingeringBody(request).answered()
    await until(() => counts.pulled === 5)
    expect(counts.cancelled).toBe(false)
  })

  it('a body the function reads whole reaches it unchanged and is not drained', async () => {
    const { request, counts } = upload(3)
    const body = lingeringBody(request)
    expect((await body.request.arrayBuffer()).byteLength).toBe(3 * 1024)
    body.answered()
    expect(counts).toEqual({ pulled: 3, cancelled: false })
  })
})
