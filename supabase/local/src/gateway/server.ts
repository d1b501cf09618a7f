import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'

const remoteAddresses = new WeakMap<Request, string>()

/** The peer address of a request this server accepted (what a gateway reports upstream). */
export function remoteAddressOf(request: Request): string | undefined {
  return remoteAddresses.get(request)
}

type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void

export interface Listening {
  port: number
  /**
   * Starts serving the app and websocket upgrades; until then requests get 503 (the services
   * need the URL, so the port is taken first).
   */
  serve(app: Hono, upgrade: UpgradeListener): void
  close(): Promise<void>
}

/** Listens on the port; requests wait for serve(). */
export function listen(options: { port: number; host: string }): Promise<Listening> {
  let handle = async (_request: Request): Promise<Response> =>
    new Response('starting', { status: 503 })
  const server = createServer(
    getRequestListener((request, { incoming }) => {
      const address = incoming.socket.remoteAddress
      if (address) remoteAddresses.set(request, address)
      return handle(request)
    }),
  )
  // Longer than clients' keep-alive, so a reused idle socket is never closed under a request
  // (undici would see ECONNRESET); headersTimeout must exceed it.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      const address: AddressInfo | string | null = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : options.port
      resolve({
        port,
        serve(app, upgrade) {
          handle = async (request: Request) => app.fetch(request)
          server.on('upgrade', upgrade)
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
