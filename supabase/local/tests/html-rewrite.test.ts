// Hosted Supabase serves no HTML from its shared domain (supabase/local/src/services/html-as-text.ts):
// function GET answers and storage objects of type text/html arrive as text/plain, unless the
// project has a custom domain (functions only).
import { fileURLToPath } from 'node:url'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { describe, expect, it } from 'vitest'

const functionsDir = fileURLToPath(new URL('./functions', import.meta.url))
const hosted = useTestStack({ ...TEST_SCHEMA, functionsDir })
const customDomain = useTestStack({ ...TEST_SCHEMA, functionsDir, customDomain: true })

const call = (url: string, method: string) =>
  fetch(`${url}/functions/v1/html`, {
    method,
    headers: { Authorization: `Bearer ${hosted.anonKey}` },
  })

describe('HTML on the shared domain', () => {
  it('rewrites a function GET answer of text/html to text/plain, body and other headers unchanged', async () => {
    const response = await call(hosted.url, 'GET')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toBe('<!doctype html><title>GET</title>')
  })

  it('leaves other methods alone, as the documented rule names GET only', async () => {
    const response = await call(hosted.url, 'POST')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  })

  it('keeps text/html for a project with a custom domain', async () => {
    const response = await call(customDomain.url, 'GET')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe('<!doctype html><title>GET</title>')
  })

  it('serves a text/html storage object as text/plain, custom domain or not', async () => {
    for (const stack of [hosted, customDomain]) {
      const bucket = stack.anon.storage.from('test-public')
      const name = `pages/page-${Date.now()}.html`
      const upload = await bucket.upload(name, new Blob(['<h1>hi</h1>'], { type: 'text/html' }))
      expect(upload.error).toBeNull()
      const response = await fetch(bucket.getPublicUrl(name).data.publicUrl)
      expect(response.headers.get('content-type')).toBe('text/plain')
      expect(await response.text()).toBe('<h1>hi</h1>')
    }
  })
})
