import { Hono, type Context } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import {
  PGLITE_TIMED_RPC_MAX_BYTES,
  STATEMENT_TIMEOUT,
  statementTimeoutOf,
} from '../../db/statement-timeouts.ts'
import { WireError } from '../../gateway/wire-error.ts'
import type { Service } from '../service.ts'
import { pgrst, restError, restStatusError } from './errors.ts'
import { readTable } from './read.ts'
import { jsonBody, restRequest, type RestRequest } from './request.ts'
import { callRpc } from './rpc.ts'
import { loadSchemaCache, type SchemaCache, type Table } from './schema-cache.ts'
import { closest } from './suggest.ts'
import { deleteRows, insertRows, updateRows } from './write.ts'

/** Codes our own catalog checks raise: a stale cache may be the cause, so reload once. */
const STALE = new Set(['42703', 'PGRST204', 'PGRST205', 'PGRST202'])
const isStale = (err: unknown) => err instanceof WireError && STALE.has(String(err.body.code))

/** /rest/v1: PostgREST's tables and rpc, each request in a transaction under the caller's role. */
export function restService(ctx: StackContext): Service {
  return { routes: restRoutes(ctx), error: restStatusError }
}

function restRoutes(ctx: StackContext): Hono {
  const app = new Hono()
  let cache: Promise<SchemaCache> | undefined
  let loadedAt = 0
  const reload = () => {
    loadedAt = Date.now()
    cache = loadSchemaCache(ctx.db)
    return cache
  }
  const schemaCache = () => cache ?? reload()
  // PostgREST's reload signal: NOTIFY pgrst, 'reload schema'.
  ctx.db
    .listen('pgrst', () => void reload())
    .catch((err: unknown) => console.error('[rest] listen pgrst:', err))

  /** Runs a handler; if our catalog checks fail on a cache older than the request, retries once. */
  async function withCache(fn: (cache: SchemaCache) => Promise<Response>): Promise<Response> {
    const started = Date.now()
    try {
      return await fn(await schemaCache())
    } catch (err) {
      if (!isStale(err) || loadedAt > started) throw err
      return fn(await reload())
    }
  }

  function findTable(cache: SchemaCache, req: RestRequest, name: string): Table {
    const table = cache.tables.get(`${req.schema}.${name}`)
    if (table) return table
    const names = [...cache.tables.values()]
      .filter((t) => t.schema === req.schema)
      .map((t) => t.name)
    throw pgrst.table(req.schema, name, closest(name, names))
  }

  async function bodyFor(c: Context): Promise<unknown> {
    return c.req.method === 'POST' || c.req.method === 'PATCH' ? jsonBody(c) : undefined
  }

  app.all('/rpc/:fn', async (c) => {
    const method = c.req.method
    if (!['GET', 'HEAD', 'POST'].includes(method)) throw pgrst.method(method)
    const req = await restRequest(ctx, c)
    const text = method === 'POST' ? await c.req.text() : undefined
    if (
      ctx.db.kind === 'pglite' &&
      statementTimeoutOf(req.claims.role) !== null &&
      Buffer.byteLength(text ?? c.req.url) > PGLITE_TIMED_RPC_MAX_BYTES
    ) {
      throw restError(500, STATEMENT_TIMEOUT.code, STATEMENT_TIMEOUT.message)
    }
    const body = text === undefined ? undefined : text.trim() === '' ? {} : parseJson(text)
    return withCache((cache) =>
      callRpc(ctx, req, cache, c.req.param('fn'), body, method === 'HEAD'),
    )
  })

  app.all('/:table', async (c) => {
    const method = c.req.method
    if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) throw pgrst.method(method)
    const req = await restRequest(ctx, c)
    const body = await bodyFor(c)
    return withCache(async (cache) => {
      const table = findTable(cache, req, c.req.param('table'))
      if (method === 'GET' || method === 'HEAD')
        return readTable(ctx, req, table, method === 'HEAD')
      if (method === 'POST') return insertRows(ctx, req, table, body)
      if (method === 'PATCH') return updateRows(ctx, req, table, body)
      return deleteRows(ctx, req, table)
    })
  })

  app.get('/', (c) =>
    c.json({ swagger: '2.0', info: { title: 'local stack', version: '14' }, paths: {} }),
  )
  app.all('*', () => {
    throw pgrst.path()
  })
  return app
}

function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    throw pgrst.invalidBody()
  }
}
