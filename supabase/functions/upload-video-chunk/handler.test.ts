import { describe, expect, it } from 'vitest'
import { CHUNK_SIZE, libraryPath, partPath } from '../_shared/video-upload.ts'
import { createHandler, type Caller, type Deps } from './handler.ts'

/** An in-memory videos bucket with storage's behaviour: upsert by path, list by folder. */
function fakeDeps(caller: Caller = 'admin') {
  const objects = new Map<string, { bytes: Uint8Array; type: string; at: Date }>()
  let now = new Date('2026-01-02T00:00:00Z')
  const deps: Deps = {
    callerOf: async () => caller,
    exists: async (path) => objects.has(path),
    put: async (path, pieces, type) => {
      objects.set(path, { bytes: Buffer.concat(pieces), type, at: now })
    },
    list: async (folder) =>
      [...objects.keys()]
        .filter((key) => key.startsWith(`${folder}/`))
        .map((key) => key.slice(folder.length + 1).split('/')[0] ?? ''),
    concatenate: async (parts, target, type) => {
      const pieces = parts.map((part) => objects.get(part)?.bytes ?? new Uint8Array())
      const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
      let offset = 0
      for (const piece of pieces) {
        whole.set(piece, offset)
        offset += piece.length
      }
      objects.set(target, { bytes: whole, type, at: now })
    },
    remove: async (paths) => {
      for (const path of paths) objects.delete(path)
    },
    signedUrl: async (path, seconds) => `https://signed.example/${path}?expires=${seconds}`,
    removeAbandoned: async (olderThan) => {
      for (const [path, object] of objects) {
        if (path.startsWith('parts/') && object.at < olderThan) objects.delete(path)
      }
    },
    now: () => now,
  }
  return { deps, objects, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

function bytesOf(size: number, seed: number): Uint8Array {
  return Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 251)
}

type Fields = {
  chunk?: Blob | string
  fileName?: string
  chunkIndex?: string
  totalChunks?: string
}

function post(fields: Fields, headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value)
  return new Request('http://localhost/upload-video-chunk', {
    method: 'POST',
    headers: { authorization: 'Bearer token', ...headers },
    body: form,
  })
}

const file = bytesOf(2 * CHUNK_SIZE + 1000, 7)
const chunkOf = (i: number) =>
  new Blob([file.slice(i * CHUNK_SIZE, (i + 1) * CHUNK_SIZE)], { type: 'video/mp4' })
const send = (deps: Deps, i: number, name = '1700000000000-clip.mp4') =>
  createHandler(deps)(
    post({ chunk: chunkOf(i), fileName: name, chunkIndex: String(i), totalChunks: '3' }),
  )

describe('upload-video-chunk', () => {
  it('answers the preflight with CORS headers and refuses other methods', async () => {
    const { deps } = fakeDeps()
    const handler = createHandler(deps)
    const pre = await handler(new Request('http://localhost/x', { method: 'OPTIONS' }))
    expect(pre.status).toBe(200)
    expect(pre.headers.get('access-control-allow-origin')).toBe('*')
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization')
    const put = await handler(new Request('http://localhost/x', { method: 'PUT' }))
    expect(put.status).toBe(405)
  })

  it('is for admins only: 401 without a session, 403 for other users, nothing stored', async () => {
    for (const [caller, status] of [
      ['anonymous', 401],
      ['not-admin', 403],
    ] as const) {
      const { deps, objects } = fakeDeps(caller)
      const res = await send(deps, 0)
      expect(res.status).toBe(status)
      expect(await res.json()).toHaveProperty('error')
      expect(objects.size).toBe(0)
    }
  })

  const good = {
    chunk: chunkOf(0),
    fileName: '1700000000000-clip.mp4',
    chunkIndex: '0',
    totalChunks: '3',
  }
  const invalid: [string, Fields][] = [
    ['no chunk', { ...good, chunk: undefined }],
    ['a text chunk', { ...good, chunk: 'abc' }],
    ['an empty chunk', { ...good, chunk: new Blob([]) }],
    ['a chunk over 2 MB', { ...good, chunk: new Blob([new Uint8Array(CHUNK_SIZE + 1)]) }],
    ['a short chunk that is not the last', { ...good, chunk: new Blob([new Uint8Array(10)]) }],
    [
      'a non-video chunk type',
      { ...good, chunk: new Blob([file.slice(0, CHUNK_SIZE)], { type: 'text/html' }) },
    ],
    ['no file name', { ...good, fileName: undefined }],
    ['path traversal', { ...good, fileName: '../../etc/passwd.mp4' }],
    ['a folder', { ...good, fileName: 'a/b.mp4' }],
    ['a control character', { ...good, fileName: 'clip\n.mp4' }],
    ['a non-video extension', { ...good, fileName: 'notes.txt' }],
    ['no extension', { ...good, fileName: 'clip' }],
    ['a prototype key as extension', { ...good, fileName: 'clip.constructor' }],
    ['a negative index', { ...good, chunkIndex: '-1' }],
    ['a fractional index', { ...good, chunkIndex: '1.5' }],
    ['an index past the end', { ...good, chunkIndex: '3' }],
    ['a non-number total', { ...good, totalChunks: 'three' }],
    ['zero chunks', { ...good, totalChunks: '0' }],
    ['more than 250 chunks', { ...good, totalChunks: '251' }],
    ['a padded number', { ...good, chunkIndex: '00' }],
  ]
  it.each(invalid)('answers 400 with {error} and stores nothing for %s', async (_, fields) => {
    const { deps, objects } = fakeDeps()
    const res = await createHandler(deps)(post(fields))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: expect.any(String) })
    expect(objects.size).toBe(0)
  })

  it('refuses a body larger than one chunk before reading it', async () => {
    const { deps, objects } = fakeDeps()
    const res = await createHandler(deps)(post(good, { 'content-length': String(CHUNK_SIZE * 2) }))
    expect(res.status).toBe(400)
    expect(objects.size).toBe(0)
  })

  it('refuses a body that is not multipart', async () => {
    const { deps } = fakeDeps()
    const res = await createHandler(deps)(
      new Request('http://localhost/x', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(res.status).toBe(400)
  })

  it('reduces the name to safe characters', async () => {
    const { deps, objects } = fakeDeps()
    await send(deps, 0, '1700000000000-Mi vidéo (final).MP4')
    expect([...objects.keys()]).toEqual([partPath('1700000000000-Mi_vide_o_final_.MP4', 0)])
  })

  it('stores chunks idempotently and out of order, and assembles the exact bytes once all are in', async () => {
    const { deps, objects } = fakeDeps()
    const second = await send(deps, 2)
    expect(await second.json()).toEqual({ complete: false, received: 1 })
    await send(deps, 0)
    const again = await send(deps, 0)
    expect(await again.json()).toEqual({ complete: false, received: 2 })
    const last = await send(deps, 1)
    const body: unknown = await last.json()
    const path = libraryPath('1700000000000-clip.mp4')
    expect(body).toEqual({
      complete: true,
      path,
      url: `https://signed.example/${path}?expires=604800`,
    })
    expect(Buffer.from(objects.get(path)?.bytes ?? []).equals(file)).toBe(true)
    expect(objects.get(path)?.type).toBe('video/mp4')
    expect([...objects.keys()]).toEqual([path]) // parts cleaned up
  })

  it('answers a retried chunk after completion with the same URL, storing nothing new', async () => {
    const { deps, objects } = fakeDeps()
    for (const i of [0, 1, 2]) await send(deps, i)
    const retry = await send(deps, 2)
    expect(await retry.json()).toMatchObject({ complete: true })
    expect(objects.size).toBe(1)
  })

  it('reports the chunks it holds, for resuming', async () => {
    const { deps } = fakeDeps()
    await send(deps, 0)
    await send(deps, 2)
    const status = (name: string, total: string) =>
      createHandler(deps)(
        new Request(
          `http://localhost/x?fileName=${encodeURIComponent(name)}&totalChunks=${total}`,
          {
            headers: { authorization: 'Bearer t' },
          },
        ),
      )
    const res = await status('1700000000000-clip.mp4', '3')
    expect(await res.json()).toEqual({ complete: false, received: [0, 2] })
    expect((await status('../x.mp4', '3')).status).toBe(400)
    expect((await status('a.mp4', '999')).status).toBe(400)
  })

  it('removes partial uploads abandoned for a day when a new upload starts', async () => {
    const { deps, objects, advance } = fakeDeps()
    await send(deps, 0, '1-old.mp4')
    advance(25 * 60 * 60 * 1000)
    await send(deps, 0, '2-new.mp4')
    expect([...objects.keys()]).toEqual([partPath('2-new.mp4', 0)])
  })

  it('answers 500 {error} when storage fails', async () => {
    const { deps } = fakeDeps()
    const res = await send({ ...deps, put: async () => Promise.reject(new Error('down')) }, 0)
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: 'Upload failed' })
  })
})
