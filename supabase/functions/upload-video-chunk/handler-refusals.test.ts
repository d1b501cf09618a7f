import { describe, expect, it } from 'vitest'
import {
  asMp4,
  bytesOf,
  check,
  chunkOf,
  fakeDeps,
  file,
  post,
  send,
  type Fields,
} from '@tests/upload-video-chunk.ts'
import { CHUNK_SIZE } from '../_shared/domain/video-upload.ts'
import { createHandler } from './handler.ts'

describe('upload-video-chunk', () => {
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

  it('refuses a body larger than one chunk with 413, before reading it', async () => {
    const { deps, objects } = fakeDeps()
    const res = await createHandler(deps)(post(good, { 'content-length': String(CHUNK_SIZE * 2) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Body must be at most 2064 KB' })
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

  it.each([
    ['an MP4 name over bytes that are no container', '1700000000000-clip.mp4', bytesOf(5000, 3)],
    ['a WebM name over MP4 bytes', '1700000000000-clip.webm', asMp4(bytesOf(5000, 3))],
    ['an AVI name over MP4 bytes', '1700000000000-clip.avi', asMp4(bytesOf(5000, 3))],
  ])('refuses %s with 415 at the first chunk, and stores nothing', async (_, name, bytes) => {
    const { deps, objects } = fakeDeps()
    expect((await check(deps, name, bytes.length)).status).toBe(200)
    const res = await send(deps, 0, name, bytes)
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({
      error: `${name} is not a video of the kind its name says: its first bytes are not an MP4, MOV, WebM or AVI container that matches the extension`,
    })
    expect(objects.size).toBe(0)
  })
})
