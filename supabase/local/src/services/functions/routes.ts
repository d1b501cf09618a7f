import { access } from 'node:fs/promises'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { routePath } from 'hono/route'
import { remoteAddressOf } from '../../gateway/server.ts'
import { htmlAsPlainText } from '../html-as-text.ts'
import { requestBodyStream } from '../storage/streams.ts'
import { hostErrorResponse, isFunctionName } from './deno/host-protocol.ts'
import { LIMIT_LOG, limitResponse, watchLimits, type FunctionLimits } from './limits.ts'
import { forwardToChild, HostConnectionError } from './proxy.ts'
import type { VerifyKeys } from '../../keys/keys.ts'
import type { SupervisorPool } from './supervisor.ts'
import { jwtRejection } from './verify-jwt.ts'

interface FunctionsRoutesDeps {
  functionsDir: string
  keys: VerifyKeys
  /** config.toml's `[functions.<name>] verify_jwt = false` ones. */
  noVerifyJwt: readonly string[]
  /** A custom domain: GET answers keep `text/html` (else services/html-as-text.ts applies). */
  serveHtml: boolean
  pool: SupervisorPool
  limits: FunctionLimits
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
  keys,
  noVerifyJwt,
  serveHtml,
  pool,
  limits,
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
      const rejection = await jwtRejection(c.req.header('authorization'), keys)
      if (rejection) return rejection
    }
    const supervisor = pool.get(name)
    let child
    try {
      child = await supervisor.acquire()
    } catch (error) {
      console.error(error)
      return hostErrorResponse('boot')
    }
    const target = `/${segments.join('/')}${url.search}`
    const aborted = new AbortController()
    try {
      const outcome = await watchLimits(
        child.pid,
        limits,
        forwardToChild(
          child,
          c.req.raw,
          target,
          requestBodyStream(c.req.raw, c.env),
          remoteAddressOf(c.req.raw),
          aborted.signal,
        ),
      )
      if (outcome instanceof Response) {
        const type = outcome.headers.get('content-type')
        if (!serveHtml && c.req.method === 'GET' && type !== null) {
          outcome.headers.set('content-type', htmlAsPlainText(type))
        }
        return outcome
      }
      aborted.abort()
      if (outcome === 'idle') {
        console.error(`functions: ${name}: ${LIMIT_LOG.idle} (${limits.idleTimeoutMs} ms)`)
      } else {
        const limit = outcome === 'memory' ? `${limits.memoryMb} MB` : `${limits.cpuMs} ms`
        console.error(`functions: ${name}: ${LIMIT_LOG[outcome]} (${limit}); worker stopped`)
        child.terminate()
        supervisor.discard(child)
      }
      return limitResponse(outcome)
    } catch (error) {
      console.error(error)
      if (error instanceof HostConnectionError) supervisor.discard(child)
      return hostErrorResponse('worker')
    }
  }
  return new Hono().all('/:name', handle).all('/:name/*', handle)
}
