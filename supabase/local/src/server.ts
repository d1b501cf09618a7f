import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'

const remoteAddresses = new WeakMap<Request, string>()

/** The peer address of a request this server accepted (what a gateway reports upstream). */
export function remoteAddressOf(request: Request): string | undefined {
  return remoteAddresses.get(request)
}

export interface Listening {
  server: Server
  port: number
  /** Starts serving the app; until then requests get 503 (the URL must be known first). */
  serve(app: Hono): void
  close(): Promise<void>
}

/** Listens; realtime attaches its websocket to the returned server. */
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
        server,
        port,
        serve(app) {
          handle = async (request: Request) => app.fetch(request)
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
