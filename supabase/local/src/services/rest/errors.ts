import type { JwtRejection } from '../../keys/jwt.ts'
import { WireError } from '../../gateway/wire-error.ts'

/** A PostgREST error: always the four keys code, message, details, hint. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): WireError {
  return new WireError(status, { code, message, details, hint }, headers)
}

/** An error the app raised for a REST request (body limit, crash), in PostgREST's shape. */
export function restStatusError(status: number, message: string): WireError {
  return restError(status, status === 413 ? 'PGRST413' : 'PGRST000', message)
}

/** PostgREST's message for a JWT failure (PostgREST's Auth.hs). */
export function restJwtMessage(failure: JwtRejection): {
  code: string
  message: string
} {
  switch (failure.reason) {
    case 'empty':
      return { code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' }
    case 'parts':
      return { code: 'PGRST301', message: `Expected 3 parts in JWT; got ${failure.parts}` }
    case 'expired':
      return { code: 'PGRST303', message: 'JWT expired' }
    case 'claims':
      return { code: 'PGRST303', message: 'JWT claims validation or parsing failed' }
    case 'signature':
      return { code: 'PGRST301', message: 'JWT cryptographic operation failed' }
  }
}

interface PgError {
  code: string
  message: string
  detail: string | null
  hint: string | null
}

function field(err: object, key: string): string | null {
  const value: unknown = Reflect.get(err, key)
  return typeof value === 'string' && value !== '' ? value : null
}

/** The Postgres error fields of a pg or PGlite error, if it is one. */
export function asPgError(err: unknown): PgError | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  const code = field(err, 'code')
  if (code === null || !/^[0-9A-Z]{5}$/.test(code)) return undefined
  return {
    code,
    message: field(err, 'message') ?? '',
    detail: field(err, 'detail'),
    hint: field(err, 'hint'),
  }
}

/** PostgREST's SQLSTATE → HTTP status map (Error.hs pgErrorStatus). */
export function pgErrorStatus(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401
  if (code === '23505' || code === '23503') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === '53400') return 500
  if (code === '42P17') return 500
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const cls = code.slice(0, 2)
  if (cls === '08' || cls === '53') return 503
  if (
    [
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
      '09',
    ].includes(cls)
  ) {
    return code === 'P0001' ? 400 : 500
  }
  if (cls === '28' || cls === '0L' || cls === '0P') return 403
  return 400
}

/**
 * Maps a database error to PostgREST's answer; `role` is the request's role. `hint` stands in
 * for one the database would have added (hosted Supabase's permission hints).
 */
export function pgErrorToRest(
  err: unknown,
  role: string,
  hint: string | null = null,
): WireError | undefined {
  const pg = asPgError(err)
  if (!pg) return undefined
  const authenticated = role !== 'anon'
  const status = pgErrorStatus(pg.code, authenticated)
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return restError(status, pg.code, pg.message, pg.detail, pg.hint ?? hint, headers)
}

export const pgrst = {
  parse: (message: string, details: string | null = null) =>
    restError(400, 'PGRST100', message, details),
  invalidBody: (message = 'Empty or invalid json') => restError(400, 'PGRST102', message),
  range: (details: string) =>
    restError(416, 'PGRST103', 'Requested range not satisfiable', details),
  schema: (schema: string) =>
    restError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      'Only the following schemas are exposed: public, graphql_public',
    ),
  acceptType: (types: string) =>
    restError(406, 'PGRST107', `None of these media types are available: ${types}`),
  contentType: (type: string) => restError(415, 'PGRST107', `Content-Type not acceptable: ${type}`),
  singular: (rows: number) =>
    restError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  method: (method: string) => restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  path: () => restError(404, 'PGRST125', 'Invalid path specified in request URL'),
  column: (column: string, table: string) =>
    restError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  table: (schema: string, table: string, suggestion: string | null) =>
    restError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
    ),
}
