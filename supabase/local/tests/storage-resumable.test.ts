// Storage's resumable (TUS) uploads on the local stack, as upload-video-chunk speaks them:
// creation with Upload-Length, HEAD, PATCH in parts, termination; the limits and refusals.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { afterAll, describe, expect, it } from 'vitest'

const dir = await mkdtemp(path.join(tmpdir(), 'tus-config-'))
const configFile = path.join(dir, 'config.toml')
// A project-wide cap of 1 MiB, over every bucket's own limit.
await writeFile(configFile, '[storage]\nfile_size_limit = "1MiB"\n')
afterAll(() => rm(dir, { recursive: true, force: true }))

const stack = useTestStack({ ...TEST_SCHEMA, configFile })
const MiB = 1024 * 1024

const b64 = (text: string) => Buffer.from(text).toString('base64')
const unique = (name: string) => `${randomUUID().slice(0, 8)}-${name}`

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'tus-resumable': '1.0.0',
    authorization: `Bearer ${stack.anonKey}`,
    apikey: stack.anonKey,
    ...extra,
  }
}

async function create(bucket: string, name: string, length: number, extra = {}) {
  return fetch(`${stack.url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: headers({
      'upload-length': String(length),
      'upload-metadata': `bucketName ${b64(bucket)},objectName ${b64(name)},contentType ${b64('text/plain')}`,
      ...extra,
    }),
  })
}

const patch = (url: string, offset: number, body: Uint8Array) =>
  fetch(url, {
    method: 'PATCH',
    headers: headers({
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    body: new Uint8Array(body),
  })

describe('storage resumable uploads (TUS)', () => {
  it('creates an upload, takes parts at their offsets, and makes the object on the last', async () => {
    const name = unique('parts.txt')
    const bytes = randomBytes(600 * 1024)
    const created = await create('test-open', name, bytes.length)
    expect(created.status).toBe(201)
    expect(created.headers.get('tus-resumable')).toBe('1.0.0')
    const url = created.headers.get('location') ?? ''
    const id = Buffer.from(url.split('/').pop() ?? '', 'base64url').toString()
    expect(url.startsWith(`${stack.url}/storage/v1/upload/resumable/`)).toBe(true)
    expect(id).toMatch(new RegExp(`^test-open/${name.replace('.', '\\.')}/[0-9a-f-]{36}$`))

    const first = await patch(url, 0, bytes.subarray(0, 300 * 1024))
    expect(first.status).toBe(204)
    expect(first.headers.get('upload-offset')).toBe(String(300 * 1024))
    expect(first.headers.get('tus-complete')).toBeNull()
    // Not yet an object.
    expect((await stack.anon.storage.from('test-open').download(name)).error).not.toBeNull()

    const head = await fetch(url, { method: 'HEAD', headers: headers() })
    expect(head.status).toBe(200)
    expect(head.headers.get('upload-offset')).toBe(String(300 * 1024))
    expect(head.headers.get('upload-length')).toBe(String(bytes.length))
    expect(head.headers.get('cache-control')).toBe('no-store')

    const stale = await patch(url, 0, bytes.subarray(0, 10))
    expect(stale.status).toBe(409)
    expect(await stale.text()).toBe('Upload-Offset conflict\n')

    const last = await patch(url, 300 * 1024, bytes.subarray(300 * 1024))
    expect(last.status).toBe(204)
    expect(last.headers.get('tus-complete')).toBe('1')
    const download = await stack.anon.storage.from('test-open').download(name)
    expect(Buffer.from(await (download.data ?? new Blob()).arrayBuffer()).equals(bytes)).toBe(true)
    const info = await stack.anon.storage.from('test-open').info(name)
    expect(info.data).toMatchObject({ size: bytes.length, contentType: 'text/plain' })
    expect(info.data?.etag).toMatch(/^"[0-9a-f]{32}-2"$/)

    const terminate = await fetch(url, { method: 'DELETE', headers: headers() })
    expect(terminate.status).toBe(400)
    expect(await terminate.text()).toBe('Cannot terminate an already completed upload')
  })

  it('refuses bytes past the length, and a PATCH without the TUS headers', async () => {
    const created = await create('test-open', unique('short.txt'), 10)
    const url = created.headers.get('location') ?? ''
    const over = await patch(url, 0, new Uint8Array(11))
    expect(over.status).toBe(413)
    const head = await fetch(url, { method: 'HEAD', headers: headers() })
    expect(head.headers.get('upload-offset')).toBe('0') // nothing of the refused PATCH kept
    const noVersion = await fetch(url, { method: 'HEAD', headers: { apikey: stack.anonKey } })
    expect(noVersion.status).toBe(412)
    const noOffset = await fetch(url, {
      method: 'PATCH',
      headers: headers({ 'content-type': 'application/offset+octet-stream' }),
      body: 'x',
    })
    expect(noOffset.status).toBe(403)
    expect(await noOffset.text()).toBe('Upload-Offset header required\n')
    const gone = await fetch(url, { method: 'DELETE', headers: headers() })
    expect(gone.status).toBe(204)
    expect((await fetch(url, { method: 'HEAD', headers: headers() })).status).toBe(404)
  })

  it('refuses a length over the bucket limit or the project-wide limit when it is created', async () => {
    const overBucket = await create('test-images', unique('big.png'), 1025, {
      'upload-metadata': `bucketName ${b64('test-images')},objectName ${b64(unique('a.png'))}`,
    })
    expect(overBucket.status).toBe(413)
    expect(await overBucket.text()).toBe('Maximum size exceeded\n')
    const overProject = await create('test-open', unique('big.txt'), MiB + 1)
    expect(overProject.status).toBe(413)
    expect((await create('test-open', unique('fits.txt'), MiB)).status).toBe(201)
    // The plain upload route applies the same project-wide cap.
    const plain = await stack.anon.storage
      .from('test-open')
      .upload(unique('plain.txt'), new Blob([new Uint8Array(MiB + 1)]))
    expect(plain.error).toMatchObject({ statusCode: '413' })
  })

  it('refuses to create over an existing object unless x-upsert, and checks the caller', async () => {
    const name = unique('taken.txt')
    await stack.anon.storage.from('test-open').upload(name, new Blob(['old']))
    const taken = await create('test-open', name, 3)
    expect(taken.status).toBe(409)
    expect(await taken.text()).toBe('The resource already exists')
    expect((await create('test-open', name, 3, { 'x-upsert': 'true' })).status).toBe(201)
    const locked = await create('test-locked', unique('x.txt'), 3)
    expect(locked.status).toBe(403)
    expect(await locked.text()).toBe('new row violates row-level security policy')
  })
})
