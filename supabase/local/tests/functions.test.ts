// Edge functions through unmodified supabase-js against the real Deno host
// (answering as hosted Edge Functions do), serving the test functions in ./functions. Watch mode:
// functions-watch.test.ts.
import { fileURLToPath } from 'node:url'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

const echoSchema = z.object({
  method: z.string(),
  path: z.string(),
  search: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
  env: z.object({
    SUPABASE_URL: z.string(),
    SUPABASE_ANON_KEY: z.string(),
    serviceRoleKeyRole: z.string(),
  }),
})

const stack = useTestStack({
  ...TEST_SCHEMA,
  functionsDir: fileURLToPath(new URL('./functions', import.meta.url)),
  configFile: fileURLToPath(new URL('./functions-config.toml', import.meta.url)),
})

// error.context is fetch's Response; the stack's Hono server replaces the global Response
// class in this process, so `instanceof` cannot tell.
const responseSchema = z.custom<Response>(
  (value) => typeof value === 'object' && value !== null && 'status' in value && 'json' in value,
)

/** The status and JSON body of a failed invoke, as the caller reads them. */
async function failure(error: unknown): Promise<{ status: number; body: unknown }> {
  if (!(error instanceof FunctionsHttpError)) throw new Error(`unexpected ${String(error)}`)
  const response = responseSchema.parse(error.context)
  return { status: response.status, body: await response.json() }
}

const post = (name: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/functions/v1/${name}`, { method: 'POST', ...init })

describe('edge functions', () => {
  it('passes a JSON invoke through with its method, path, headers and body', async () => {
    const { data, error } = await stack.anon.functions.invoke('echo', {
      body: { campaignId: 'c-1' },
    })
    expect(error).toBeNull()
    const echo = echoSchema.parse(data)
    expect(echo).toMatchObject({ method: 'POST', path: '/echo', body: { campaignId: 'c-1' } })
    expect(echo.headers.authorization).toBe(`Bearer ${stack.anonKey}`)
    expect(echo.headers['content-type']).toBe('application/json')
  })

  it('passes FormData, sub-paths and query strings through unchanged', async () => {
    const form = new FormData()
    form.append('chunk', new Blob(['chunk bytes'], { type: 'video/mp4' }), 'part.mp4')
    form.append('chunkIndex', '0')
    const { data, error } = await stack.anon.functions.invoke('echo/upload?step=1', { body: form })
    expect(error).toBeNull()
    expect(echoSchema.parse(data)).toMatchObject({
      path: '/echo/upload',
      search: '?step=1',
      body: {
        chunk: { filename: 'part.mp4', type: 'video/mp4', text: 'chunk bytes' },
        chunkIndex: '0',
      },
    })
  })

  it('lets a CORS preflight reach the function without a JWT', async () => {
    const response = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
  })

  it('gives the function the stack URL and keys, and the URL reaches the stack', async () => {
    const echo = echoSchema.parse((await stack.anon.functions.invoke('echo', { body: {} })).data)
    expect(echo.env).toEqual({
      SUPABASE_URL: stack.url,
      SUPABASE_ANON_KEY: stack.anonKey,
      serviceRoleKeyRole: 'service_role',
    })
    const { data } = await stack.anon.functions.invoke('storage-check')
    expect(data).toEqual({ bucket: 'test-locked', error: null })
  })

  it('answers 500 WORKER_ERROR when a function throws, and keeps serving', async () => {
    const thrown = await stack.anon.functions.invoke('throws')
    expect(await failure(thrown.error)).toEqual({
      status: 500,
      body: {
        code: 'WORKER_ERROR',
        message: 'Function exited due to an error (please check logs)',
      },
    })
    expect((await stack.anon.functions.invoke('throws?ok', { method: 'GET' })).data).toBe('fine')
  })

  it('answers 503 BOOT_ERROR for a function that cannot start', async () => {
    const { error } = await stack.anon.functions.invoke('boot-error')
    expect(await failure(error)).toEqual({
      status: 503,
      body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
    })
  })

  it('answers 404 NOT_FOUND for a function that does not exist', async () => {
    const { error } = await stack.anon.functions.invoke('no-such-function')
    expect(await failure(error)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    })
  })

  it('requires a JWT signed with the project secret', async () => {
    const forged = await post('echo', { headers: { authorization: `Bearer ${stack.anonKey}x` } })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' })
    const missing = await post('echo')
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' })
  })

  it("resolves imports from the function's own deno.json, never the parent folder's", async () => {
    const own = await stack.anon.functions.invoke('own-config', { method: 'GET' })
    expect(own.data).toBe("from the function's own deno.json")
    // functions/deno.json maps `greeting`, but a deploy uploads no parent folder's config.
    const parent = await stack.anon.functions.invoke('parent-config', { method: 'GET' })
    expect(await failure(parent.error)).toEqual({
      status: 503,
      body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
    })
  })

  it('resolves imports from the import map config.toml names for the function', async () => {
    const { data, error } = await stack.anon.functions.invoke('config-toml-map', { method: 'GET' })
    expect(error).toBeNull()
    expect(data).toBe('from the import map config.toml names')
  })

  it('keeps serving after a function takes its own process down', async () => {
    const crash = await stack.anon.functions.invoke('crash')
    expect((await failure(crash.error)).status).toBe(500)
    const { data, error } = await stack.anon.functions.invoke('echo', { body: { after: 'crash' } })
    expect(error).toBeNull()
    expect(echoSchema.parse(data).body).toEqual({ after: 'crash' })
  })
})
