import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { StackContext } from './context.ts'
import { cors } from './cors.ts'
import { authRoutes } from './services/auth/routes.ts'
import { authError } from './services/auth/errors.ts'
import { paymentsSandboxRoutes } from './services/payments-sandbox.ts'
import { restRoutes } from './services/rest/routes.ts'
import { restError } from './services/rest/errors.ts'
import { WireError } from './wire-error.ts'

/** REST and auth bodies are JSON; storage streams its own (larger) uploads. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024

type Service = 'rest' | 'auth' | 'storage' | 'other'

function serviceOf(path: string): Service {
  if (path.startsWith('/rest/v1')) return 'rest'
  if (path.startsWith('/auth/v1')) return 'auth'
  if (path.startsWith('/storage/v1')) return 'storage'
  return 'other'
}

/** An error in the wire shape of the service the request was for. */
function errorFor(service: Service, status: number, message: string): WireError {
  switch (service) {
    case 'rest':
      return restError(status, status === 413 ? 'PGRST413' : 'PGRST000', message)
    case 'auth':
      return authError(status, status === 413 ? 'request_too_large' : 'unexpected_failure', message)
    case 'storage':
      return new WireError(status >= 500 ? 500 : 400, {
        statusCode: String(status),
        error: 'Error',
        message,
      })
    case 'other':
      return new WireError(status, { message })
  }
}

function tooLarge(c: Context): Response {
  return errorFor(serviceOf(c.req.path), 413, 'Payload Too Large').toResponse()
}

export function createApp(ctx: StackContext, services: { functions: Hono; storage: Hono }): Hono {
  const app = new Hono()
  // Functions answer their own preflights and CORS headers, as behind the CLI gateway.
  app.use('/rest/*', cors, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }))
  app.use('/auth/*', cors, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge }))
  app.use('/storage/*', cors)
  app.route('/rest/v1', restRoutes(ctx))
  app.route('/auth/v1', authRoutes(ctx))
  app.route('/storage/v1', services.storage)
  app.route('/functions/v1', services.functions)
  app.route('/', paymentsSandboxRoutes(ctx))
  app.notFound(() =>
    new WireError(404, { message: 'no Route matched with those values' }).toResponse(),
  )
  app.onError((err, c) => {
    const service = serviceOf(c.req.path)
    const wire = err instanceof WireError ? err : undefined
    if (wire) return wire.toResponse()
    if (err instanceof HTTPException)
      return errorFor(service, err.status, err.message || 'Error').toResponse()
    console.error(`[stack] ${c.req.method} ${c.req.path}:`, err)
    return errorFor(service, 500, 'Internal Server Error').toResponse()
  })
  return app
}
