import { access } from 'node:fs/promises'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { routePath } from 'hono/route'
import { remoteAddressOf } from '../../server.ts'
import { htmlAsPlainText } from '../html-as-text.ts'
import { requestBodyStream } from '../storage/streams.ts'
import { hostErrorResponse, isFunctionName } from './deno/host-protocol.ts'
import { forwardToChild, HostConnectionError } from './proxy.ts'
import type { Supervisor } from './supervisor.ts'
import { jwtRejection } from './verify-jwt.ts'

interface FunctionsRoutesDeps {
  functionsDir: string
  jwtSecret: string
  /** config.toml's `[functions.<name>] verify_jwt = false` ones. */
  noVerifyJwt: readonly string[]
  /** A custom domain: GET answers keep `text/html` (else services/html-as-text.ts applies). */
  serveHtml: boolean
  supervisor: Supervisor
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}

/** `/<name>[/...]` → the function's Deno.serve handler, which sees the path `/<name>[/...]`. */
export function functionsRoutes({
  functionsDir,
  jwtSecret,
  noVerifyJwt,
  serveHtml,
  supervisor,
}: FunctionsRoutesDeps) {
  const handle = async (c: Context): Promise<Response> => {
    // The raw (still encoded) path from the function name on, wherever this app is mounted.
    const depth = routePath(c).split('/').indexOf(':name')
    const url = new URL(c.req.url)
    const segments = url.pathname.split('/').slice(depth)
    const name = decode(segments[0] ?? '')
    if (!isFunctionName(name) || !(await exists(path.join(functionsDir, name, 'index.ts')))) {
      return hostErrorResponse('notFound')
    }
    if (c.req.method !== 'OPTIONS' && !noVerifyJwt.includes(name)) {
      const rejection = await jwtRejection(c.req.header('authorization'), jwtSecret)
      if (rejection) return rejection
    }
    let child
    try {
      child = await supervisor.acquire()
    } catch (error) {
      console.error(error)
      return hostErrorResponse('boot')
    }
    const target = `/${segments.join('/')}${url.search}`
    try {
      const response = await forwardToChild(
        child,
        c.req.raw,
        target,
        requestBodyStream(c.req.raw, c.env),
        remoteAddressOf(c.req.raw),
      )
      const type = response.headers.get('content-type')
      if (!serveHtml && c.req.method === 'GET' && type !== null) {
        response.headers.set('content-type', htmlAsPlainText(type))
      }
      return response
    } catch (error) {
      console.error(error)
      if (error instanceof HostConnectionError) supervisor.discard(child)
      return hostErrorResponse('worker')
    }
  }
  return new Hono().all('/:name', handle).all('/:name/*', handle)
}
