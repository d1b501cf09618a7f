import { once } from 'node:events'
import { createServer, type Server, type Socket } from 'node:net'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import type { DenoChild } from './deno-child.ts'
import { forwardToChild, HostConnectionError } from './proxy.ts'

const ANSWER = '{"error":"Body must be at most 8 KB"}'

/**
 * A host that acts like Deno 2.1 with a capped function: once the request head is in, it answers
 * 413 and resets the connection while the body is still coming. With `answer: false` it resets
 * without answering. `closed` resolves once it has.
 */
async function closingHost(answer: boolean) {
  let closed = () => {}
  const hostClosed = new Promise<void>((resolve) => (closed = resolve))
  const server = createServer((socket: Socket) => {
    let head = ''
    const onData = (data: Buffer) => {
      head += data.toString('latin1')
      if (!head.includes('\r\n\r\n')) return
      socket.off('data', onData)
      const reset = () => {
        socket.resetAndDestroy()
        closed()
      }
      if (!answer) return reset()
      socket.write(
        `HTTP/1.1 413 Payload Too Large\r\ncontent-type: application/json\r\n` +
          `content-length: ${ANSWER.length}\r\nconnection: close\r\n\r\n${ANSWER}`,
        reset,
      )
    }
    socket.on('data', onData)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { server, port: address.port, hostClosed }
}

function fakeChild(port: number): DenoChild {
  return {
    port,
    exited: new Promise(() => {}),
    track: () => () => {},
    retire: async () => {},
    kill: async () => {},
    terminate: () => {},
  }
}

/**
 * 64 MB offered in 64 KB chunks. After the first, the next one comes right after the host has
 * reset the connection, before the event loop polls the socket again: its write fails before the
 * answer is read, the order in which the stack met the reset on Deno 2.1 (there the caller's
 * data arrives on another socket, polled first).
 */
function bigBody(hostClosed: Promise<void>) {
  const counts = { pulled: 0 }
  const total = 1024
  const chunk = () => {
    counts.pulled++
    return Buffer.alloc(64 * 1024, 32)
  }
  const body = new Readable({
    read() {
      if (counts.pulled === total) return void this.push(null)
      if (counts.pulled === 0) return void this.push(chunk())
      void hostClosed.then(() => setImmediate(() => this.push(chunk())))
    },
  })
  return { body, counts, total }
}

const request = () =>
  new Request('http://stack/functions/v1/register-webinar', {
    method: 'POST',
    headers: { 'transfer-encoding': 'chunked' },
  })

let server: Server | undefined
afterEach(() => server?.close())

describe('forwardToChild when the host closes while the body is still being sent', () => {
  it('answers the early response the host sent before closing', async () => {
    const host = await closingHost(true)
    server = host.server
    const { body, counts, total } = bigBody(host.hostClosed)
    const response = await forwardToChild(fakeChild(host.port), request(), '/fn', body)
    expect(response.status).toBe(413)
    expect(await response.text()).toBe(ANSWER)
    expect(counts.pulled).toBeLessThan(total / 2)
    body.destroy()
  })

  it('still reports a host that closed without answering', async () => {
    const host = await closingHost(false)
    server = host.server
    const { body } = bigBody(host.hostClosed)
    await expect(forwardToChild(fakeChild(host.port), request(), '/fn', body)).rejects.toThrow(
      HostConnectionError,
    )
    body.destroy()
  })
})
