import {
  Agent,
  request as httpRequest,
  type ClientRequestArgs,
  type IncomingHttpHeaders,
} from 'node:http'
import { Socket } from 'node:net'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { toWebStream } from '../storage/streams.ts'
import type { DenoChild } from './deno-child.ts'

// Connection-level headers belong to each hop, not to the forwarded message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
])

// The hosted gateway tells functions who called in x-forwarded-for; like an edge proxy, the
// stack states the peer address itself instead of trusting what the caller sent.
const CLIENT_ADDRESS_HEADERS = new Set(['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip'])

function forwardedHeaders(
  headers: Headers,
  clientAddress: string | undefined,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {}
  headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && !CLIENT_ADDRESS_HEADERS.has(name)) out[name] = value
  })
  if (clientAddress) out['x-forwarded-for'] = clientAddress
  return out
}

function responseHeaders(rawHeaders: string[]): Headers {
  const headers = new Headers()
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const [name = '', value = ''] = [rawHeaders[i], rawHeaders[i + 1]]
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, value)
  }
  return headers
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304])

/** How long a connection whose body write failed keeps reading for the host's early answer. */
const EARLY_ANSWER_MS = 2000

type WriteCallback = (error?: Error | null) => void

/**
 * A connection to the host that survives a failed body write long enough to read an early
 * answer. A function that caps its body answers 413 without reading the rest, and Deno 2.1 then
 * closes the connection; the next body write fails (EPIPE, ECONNRESET) while the 413 may still
 * sit unread in the socket, and a plain socket would destroy itself on that failure, so the
 * gateway saw a dropped connection (500) instead. Here the failed write's callback is held for
 * EARLY_ANSWER_MS (or until the socket closes): the socket keeps reading, the 413 is parsed and
 * forwarded, and no more body is sent meanwhile (the held write keeps the stream from draining,
 * so the caller's body waits instead of piling up). Like nginx, which stops sending a request
 * body once the upstream's response header is in (ngx_http_upstream_send_request_handler) and
 * answers with that response.
 */
class EarlyAnswerSocket extends Socket {
  private hold(callback: WriteCallback): WriteCallback {
    return (error) => {
      const code = error && 'code' in error ? error.code : undefined
      if (code !== 'EPIPE' && code !== 'ECONNRESET') return callback(error)
      const release = () => {
        clearTimeout(timer)
        this.off('close', release)
        callback(error)
      }
      const timer = setTimeout(release, EARLY_ANSWER_MS)
      this.once('close', release)
    }
  }

  override _write(chunk: unknown, encoding: BufferEncoding, callback: WriteCallback): void {
    super._write(chunk, encoding, this.hold(callback))
  }

  override _writev(
    chunks: { chunk: unknown; encoding: BufferEncoding }[],
    callback: WriteCallback,
  ): void {
    if (super._writev) super._writev(chunks, this.hold(callback))
    else callback(new Error('net.Socket has no _writev'))
  }
}

class EarlyAnswerAgent extends Agent {
  override createConnection(options: ClientRequestArgs): Socket {
    return new EarlyAnswerSocket().connect({
      host: options.host ?? '127.0.0.1',
      port: Number(options.port),
    })
  }
}

const hostAgent = new EarlyAnswerAgent({ keepAlive: true })

/** The host dropped the connection before answering: its handler never fails that way. */
export class HostConnectionError extends Error {}

/**
 * Sends the request to the Deno host over plain node:http, so bodies stream both ways and
 * compressed responses pass through untouched (fetch would decode them).
 */
export function forwardToChild(
  child: DenoChild,
  request: Request,
  path: string,
  body: Readable | null,
  clientAddress?: string,
  signal?: AbortSignal,
): Promise<Response> {
  const release = child.track()
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: child.port,
        agent: hostAgent,
        method: request.method,
        path,
        headers: forwardedHeaders(request.headers, clientAddress),
        signal,
      },
      (response) => {
        response.once('close', release)
        const status = response.statusCode ?? 502
        const hasBody = request.method !== 'HEAD' && !NULL_BODY_STATUS.has(status)
        if (!hasBody) response.resume()
        resolve(
          new Response(hasBody ? toWebStream(response) : null, {
            status,
            statusText: response.statusMessage,
            headers: responseHeaders(response.rawHeaders),
          }),
        )
      },
    )
    // Registered before pipeline()'s own listeners: when the host drops the connection, this
    // runs before pipeline destroys the body, so a destroyed body means the caller went away.
    upstream.once('error', (error) => {
      release()
      const callerGone = body !== null && body.destroyed && !body.readableEnded
      reject(callerGone ? error : new HostConnectionError(error.message, { cause: error }))
    })
    // A failed pipeline destroys upstream, which reports through the listener above.
    if (body) pipeline(body, upstream).catch(() => {})
    else upstream.end()
  })
}
