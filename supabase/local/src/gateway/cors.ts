import type { MiddlewareHandler } from 'hono'

const ALLOW_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, prefer, range, range-unit, ' +
  'accept-profile, content-profile, x-upsert, cache-control, x-retry-count, x-metadata'

// PostgREST's, GoTrue's and storage-api's exposed headers together (PostgREST's Cors.hs, GoTrue's api.go).
const EXPOSE_HEADERS =
  'Content-Encoding, Content-Location, Content-Range, Content-Type, Content-Length, Content-Disposition, ' +
  'Date, Location, Server, Transfer-Encoding, Range-Unit, X-Total-Count, Link, X-Supabase-Api-Version, ' +
  'x-sb-error-code, sb-error-code, ETag, Last-Modified, Cache-Control'

/** CORS for the browser SPA on another origin; preflights never reach the services. */
export const cors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          c.req.header('access-control-request-headers') ?? ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
      },
    })
  }
  await next()
  c.res.headers.set('Access-Control-Allow-Origin', '*')
  c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
}
