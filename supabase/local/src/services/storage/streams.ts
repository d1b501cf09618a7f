import { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'

// Node's Readable.toWeb/fromWeb use the stream/web types, which the DOM Request/Response
// types do not accept; these adapters keep both sides typed and stream with backpressure.

/** A node stream as a Web ReadableStream (pull-based, so the source pauses when unread). */
export function toWebStream(readable: Readable): ReadableStream<Uint8Array> {
  const chunks = readable[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next: IteratorResult<unknown> = await chunks.next()
      if (next.done) controller.close()
      else if (next.value instanceof Uint8Array) controller.enqueue(next.value)
      else controller.enqueue(new TextEncoder().encode(String(next.value)))
    },
    async cancel() {
      await chunks.return?.()
    },
  })
}

async function* readChunks(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}

/** A Web ReadableStream as a node Readable. */
function fromWebStream(stream: ReadableStream<Uint8Array>): Readable {
  return Readable.from(readChunks(stream), { objectMode: false })
}

/**
 * The request body as a node stream: the raw IncomingMessage when served by
 * @hono/node-server (its env carries `incoming`), else the Web body (app.request in tests).
 */
export function requestBodyStream(request: Request, env: unknown): Readable | null {
  if (!request.body) return null
  if (typeof env === 'object' && env !== null && 'incoming' in env) {
    const { incoming } = env
    if (incoming instanceof IncomingMessage) return incoming
  }
  return fromWebStream(request.body)
}
