import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { bootstrap } from '../db/bootstrap.ts'
import type { Db } from '../db/db.ts'
import { openDb } from '../db/open-db.ts'
import { stackKeys } from '../keys/keys.ts'
import { authService } from '../services/auth/index.ts'
import { restService } from '../services/rest/index.ts'
import { storageService } from '../services/storage/index.ts'
import { createStackContext } from '../stack-context.ts'

const demoKeys = await stackKeys()

let db: Db
let app: Hono

beforeAll(async () => {
  db = await openDb()
  await bootstrap(db)
  // As a migration must on a project created today: new tables are granted explicitly.
  await db.exec(
    'create table public.items (id serial primary key, name text); grant all on public.items to service_role; grant usage on sequence public.items_id_seq to service_role',
  )
  const ctx = createStackContext({
    db,
    keys: demoKeys,
    config: { port: 0, enableSignup: false, jwtExpiry: 3600 },
    url: 'http://x',
    dataDir: '',
  })
  app = createApp(
    { rest: restService(ctx), auth: authService(ctx), storage: storageService(ctx) },
    demoKeys,
  )
})
afterAll(() => db?.close())

const auth = { apikey: demoKeys.serviceRoleKey, authorization: `Bearer ${demoKeys.serviceRoleKey}` }

describe('createApp', () => {
  it('serves REST with CORS headers', async () => {
    const res = await app.request('/rest/v1/items?select=id', { headers: auth })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([])
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version')
  })

  it('answers preflights on REST, auth and storage, echoing the requested headers', async () => {
    for (const path of ['/rest/v1/items', '/auth/v1/token', '/storage/v1/object/b/x']) {
      const res = await app.request(path, {
        method: 'OPTIONS',
        headers: { 'access-control-request-headers': 'x-custom, apikey' },
      })
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-headers')).toBe('x-custom, apikey')
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
    }
  })

  it('answers unknown routes and oversized bodies in each service’s shape', async () => {
    expect(await (await app.request('/nowhere')).json()).toEqual({
      message: 'no Route matched with those values',
    })
    const big = 'x'.repeat(10 * 1024 * 1024 + 1)
    const rest = await app.request('/rest/v1/items', {
      method: 'POST',
      headers: {
        ...auth,
        'content-type': 'application/json',
        'content-length': String(big.length),
      },
      body: big,
    })
    expect(rest.status).toBe(413)
    expect(await rest.json()).toEqual({
      code: 'PGRST413',
      message: 'Payload Too Large',
      details: null,
      hint: null,
    })
    const authRes = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: demoKeys.publishableKey, 'content-length': String(big.length) },
      body: big,
    })
    expect(authRes.status).toBe(413)
    expect(authRes.headers.get('x-sb-error-code')).toBe('request_too_large')
  })

  it('refuses a request without an apikey on REST, auth and storage, as hosted’s gateway does', async () => {
    const refused = [
      ['/rest/v1/items?select=id', {}],
      ['/rest/v1/items?select=id', { authorization: `Bearer ${demoKeys.secretKey}` }],
      ['/auth/v1/admin/users', { authorization: `Bearer ${demoKeys.secretKey}` }],
      ['/auth/v1/settings', {}],
      ['/storage/v1/bucket', { authorization: `Bearer ${demoKeys.serviceRoleKey}` }],
    ] as const
    for (const [path, headers] of refused) {
      const res = await app.request(path, { headers })
      expect(res.status, path).toBe(401)
      expect(res.headers.get('sb-error-code'), path).toBe('UNAUTHORIZED_MISSING_API_KEY')
      expect(await res.json(), path).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    }
  })

  it('serves the open routes without an apikey: the JWKS (cached ten minutes), health, public files', async () => {
    const jwks = await app.request('/auth/v1/.well-known/jwks.json')
    expect(jwks.status).toBe(200)
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600')
    expect((await app.request('/auth/v1/health')).status).toBe(200)
    // Past the gateway: storage itself answers (no such bucket), not the missing-key 401.
    const file = await app.request('/storage/v1/object/public/nowhere/a.png')
    expect(file.headers.get('sb-error-code')).toBeNull()
    expect(file.status).not.toBe(401)
    const upload = await app.request('/storage/v1/object/nowhere/a.png', { method: 'POST' })
    expect(upload.headers.get('sb-error-code')).toBe('UNAUTHORIZED_MISSING_API_KEY')
  })
})
