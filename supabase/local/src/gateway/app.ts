import { Hono, type ErrorHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { apiKeyGate } from '../keys/api-keys.ts'
import { cors } from './cors.ts'
import type { StackKeys } from '../keys/keys.ts'
import { MOUNTS, type Services } from './mounts.ts'
import type { ErrorWording } from '../services/service.ts'
import { WireError } from './wire-error.ts'

/** The gateway's own answer (Kong's shape), for requests outside any service. */
const gatewayError: ErrorWording = (status, message) => new WireError(status, { message })

/** Sends WireErrors as they are; words anything else in the service's shape. */
function errorHandler(wording: ErrorWording): ErrorHandler {
  return (err, c) => {
    if (err instanceof WireError) return err.toResponse()
    if (err instanceof HTTPException)
      return wording(err.status, err.message || 'Error').toResponse()
    console.error(`[stack] ${c.req.method} ${c.req.path}:`, err)
    return wording(500, 'Internal Server Error').toResponse()
  }
}

/** One service's routes behind the gateway's CORS and body limit, with its error wording. */
function gateway(
  routes: Hono,
  wording: ErrorWording,
  mount: (typeof MOUNTS)[number],
  keys: ApiKeys,
): Hono {
  const app = new Hono()
  if ('cors' in mount) app.use('*', cors)
  if ('apiKeys' in mount) {
    const checked = mount.apiKeys === 'checked'
    const openPaths = 'openPaths' in mount ? mount.openPaths : undefined
    app.use('*', apiKeyGate(keys, { checkApikey: checked, requireApikey: checked, openPaths }))
  }
  if ('maxBodyBytes' in mount) {
    const tooLarge = () => wording(413, 'Payload Too Large').toResponse()
    app.use('*', bodyLimit({ maxSize: mount.maxBodyBytes, onError: tooLarge }))
  }
  app.route('/', routes)
  app.onError(errorHandler(wording))
  return app
}

/** The stack's HTTP app: every started service's routes at its path from mounts.ts. */
type ApiKeys = Pick<StackKeys, 'publishableKey' | 'secretKey'>

export function createApp(services: Services, keys: ApiKeys): Hono {
  const app = new Hono()
  for (const mount of MOUNTS) {
    const service = services[mount.name]
    if ('path' in mount && service?.routes) {
      app.route(mount.path, gateway(service.routes, service.error ?? gatewayError, mount, keys))
    }
  }
  app.notFound(() => gatewayError(404, 'no Route matched with those values').toResponse())
  app.onError(errorHandler(gatewayError))
  return app
}
