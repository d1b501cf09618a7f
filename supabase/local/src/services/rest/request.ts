import type { Context } from 'hono'
import type { Queryable } from '../../db/db.ts'
import type { JwtClaims, RequestInfo, StackContext } from '../../stack-context.ts'
import { claimsFromRequest } from '../../keys/jwt.ts'
import { asPgError, pgErrorToRest, pgrst, restError, restJwtMessage } from './errors.ts'
import { permissionHint, type TableUse } from './permission-hint.ts'
import { parsePrefer, type Prefer } from './prefer.ts'
import { EXPOSED_SCHEMAS } from './schema-cache.ts'

export const OBJECT_TYPE = 'application/vnd.pgrst.object+json'

export interface RestRequest {
  claims: JwtClaims
  info: RequestInfo
  query: URLSearchParams
  prefer: Prefer
  /** The object form (`.single()`) was asked for. */
  single: boolean
  schema: string
  header(name: string): string | undefined
}

/** `Accept`: the object form, the array form, or 406 for anything else. */
function wantsObject(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return false
  for (const part of accept.split(',')) {
    const type = (part.split(';')[0] ?? '').trim().toLowerCase()
    if (type === OBJECT_TYPE || type === 'application/vnd.pgrst.object') return true
    if (type === 'application/json' || type === '*/*' || type === 'application/*' || type === '')
      return false
  }
  throw pgrst.acceptType(accept)
}

/** Checks the JWT, the schema profile and Accept; everything a handler needs. */
export async function restRequest(ctx: StackContext, c: Context): Promise<RestRequest> {
  const header = (name: string) => c.req.header(name)
  const auth = await claimsFromRequest(header('authorization'), header('apikey'), ctx.keys)
  if (!auth.ok) {
    const { code, message } = restJwtMessage(auth)
    throw restError(401, code, message, null, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    })
  }
  const method = c.req.method
  const readOnly = method === 'GET' || method === 'HEAD'
  const schema = (readOnly ? header('accept-profile') : header('content-profile')) ?? 'public'
  if (!EXPOSED_SCHEMAS.includes(schema)) throw pgrst.schema(schema)
  const url = new URL(c.req.url)
  const headers: Record<string, string> = {}
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value
  })
  return {
    claims: auth.claims,
    info: { method, path: url.pathname.replace(/^\/rest\/v1/, ''), headers, readOnly },
    query: url.searchParams,
    prefer: parsePrefer(header('prefer')),
    single: wantsObject(header('accept')),
    schema,
    header,
  }
}

/**
 * Runs fn in the request's transaction and role; database errors become PostgREST errors. With
 * `use` (what the statement does to its table) a 42501 gets hosted Supabase's permission hint.
 */
export async function runAs<T>(
  ctx: StackContext,
  req: RestRequest,
  fn: (tx: Queryable) => Promise<T>,
  use?: TableUse,
): Promise<T> {
  try {
    return await ctx.asRequest(req.claims, req.info, fn)
  } catch (err) {
    const pg = asPgError(err)
    const hint =
      use && pg?.code === '42501'
        ? await permissionHint(ctx.db, req.claims.role, pg.message, use)
        : null
    throw pgErrorToRest(err, req.claims.role, hint) ?? err
  }
}

/** The JSON request body; PGRST102 when empty or invalid, 415 for other content types. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')
  if (
    type !== undefined &&
    !/^application\/(json|vnd\.pgrst\.[a-z+.]*json)\b/i.test(type.trim()) &&
    type.trim() !== ''
  ) {
    throw pgrst.contentType(type)
  }
  const text = await c.req.text()
  if (text.trim() === '') throw pgrst.invalidBody()
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed
  } catch {
    throw pgrst.invalidBody()
  }
}

/** `Content-Range` as PostgREST writes it (RangeQuery.hs contentRangeH). */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*'
  return `${range}/${total === undefined ? '*' : total}`
}

export function jsonResponse(
  body: string | null,
  status: number,
  single: boolean,
  headers: Record<string, string>,
): Response {
  const type = single ? `${OBJECT_TYPE}; charset=utf-8` : 'application/json; charset=utf-8'
  return new Response(body, {
    status,
    headers: body === null ? headers : { 'Content-Type': type, ...headers },
  })
}
