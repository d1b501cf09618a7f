import { describe, expect, it } from 'vitest'
import {
  asMp4,
  bytesOf,
  check,
  fakeDeps,
  file,
  NAME,
  post,
  send,
  uploadAll,
  chunkOf,
} from '@tests/upload-video-chunk.ts'
import {
  CHUNK_SIZE,
  heldChunkPath,
  libraryPath,
  PART_SIZE,
} from '../_shared/domain/video-upload.ts'
import { createHandler } from './handler.ts'

const MB = 1024 * 1024

describe('upload-video-chunk', () => {
  it('answers the preflight with CORS headers and refuses other methods', async () => {
    const { deps } = fakeDeps()
    const handler = createHandler(deps)
    const pre = await handler(new Request('http://localhost/x', { method: 'OPTIONS' }))
    expect(pre.status).toBe(200)
    expect(pre.headers.get('access-control-allow-origin')).toBe('*')
    expect(pre.headers.get('access-control-allow-headers')).toContain('authorization')
    for (const method of ['GET', 'PUT']) {
      const res = await handler(new Request('http://localhost/x', { method }))
      expect(res.status).toBe(405)
    }
  })

  it('is for admins only: 401 without a session, 403 for other users, nothing opened', async () => {
    for (const [caller, status] of [
      ['anonymous', 401],
      ['not-admin', 403],
    ] as const) {
      const { deps, objects, sessions } = fakeDeps(caller)
      for (const res of [await check(deps), await send(deps, 0)]) {
        expect(res.status).toBe(status)
        expect(await res.json()).toHaveProperty('error')
      }
      expect(objects.size).toBe(0)
      expect(sessions).toHaveLength(0)
    }
  })

  describe('the size check before the first chunk', () => {
    it('says in words that the file fits, and opens a session with its totals', async () => {
      const { deps, sessions, uploads } = fakeDeps()
      const res = await check(deps)
      expect(await res.json()).toEqual({
        allowed: true,
        message: "This 4.0 MB video is within the project's upload limit. Ready to upload.",
        received: 0,
      })
      expect(sessions).toMatchObject([
        { fileName: NAME, objectPath: libraryPath(NAME), totalSize: file.length, totalChunks: 3 },
      ])
      expect([...uploads.values()]).toMatchObject([{ path: libraryPath(NAME), size: file.length }])
    })

    it('refuses, in words, a file over the bucket limit, the project limit or 500 MB', async () => {
      const cases = [
        {
          limits: { bucket: 10 * MB },
          size: 12 * MB,
          message:
            'This video is 12.0 MB, but the videos bucket accepts files up to 10.0 MB. Choose a smaller file.',
        },
        {
          limits: { project: 50 * MB },
          size: 120 * MB,
          message:
            "This video is 120.0 MB, over this project's upload limit, so storage would refuse it. " +
            "On the Free plan every upload is capped at 50 MB; on a paid plan raise the file size limit in the project's Storage settings, or choose a smaller file.",
        },
        { limits: {}, size: 500 * MB + 1, message: 'File size must be less than 500MB' },
      ]
      for (const { limits, size, message } of cases) {
        const { deps, sessions, uploads, objects } = fakeDeps('admin', limits)
        const res = await check(deps, NAME, size)
        expect(res.status).toBe(200)
        expect(await res.json()).toEqual({ allowed: false, message })
        expect(sessions).toHaveLength(0)
        expect(uploads.size).toBe(0)
        // And no chunk is taken without an open session.
        const chunk = await send(deps, 0)
        expect(chunk.status).toBe(409)
        expect(await chunk.json()).toEqual({
          error: 'No upload is open for this file: check its size before sending chunks',
        })
        expect(objects.size).toBe(0)
      }
    })

    it('refuses a body that is not { fileName, size }, and one over 1 KB unread', async () => {
      const { deps } = fakeDeps()
      const handler = createHandler(deps)
      const request = (body: string, headers: Record<string, string> = {}) =>
        handler(
          new Request('http://localhost/x', {
            method: 'POST',
            headers: { authorization: 'Bearer t', 'content-type': 'application/json', ...headers },
            body,
          }),
        )
      for (const body of ['{}', '{"fileName":"a.mp4","size":"1"}', '{"fileName":"a.mp4"}', 'x'])
        expect((await request(body)).status).toBe(400)
      const bad = await request('{"fileName":"../a.mp4","size":1}')
      expect(await bad.json()).toEqual({
        error: 'fileName must be a video file name (mp4, webm, mov, avi)',
      })
      const big = await request(
        JSON.stringify({ fileName: 'a.mp4', size: 1, pad: 'x'.repeat(2000) }),
      )
      expect(big.status).toBe(413)
      expect(await big.json()).toEqual({ error: 'Body must be at most 1 KB' })
    })

    it('a second check of an open upload resumes it; a different size is refused', async () => {
      const { deps, sessions } = fakeDeps()
      await check(deps)
      await send(deps, 0)
      const again = await check(deps)
      expect(await again.json()).toEqual({
        allowed: true,
        message:
          "This 4.0 MB video is within the project's upload limit. 1 of its chunks are already on the server: uploading resumes from there.",
        received: 1,
      })
      const other = await check(deps, NAME, file.length + 1)
      expect(other.status).toBe(409)
      expect(sessions).toHaveLength(1)
    })
  })

  describe('chunks', () => {
    it('never says complete when the stored video is not the checked size', async () => {
      const { deps, objects, sessions } = fakeDeps()
      await check(deps)
      await send(deps, 0)
      await send(deps, 1)
      // Storage finished the object with bytes a crash left inside it.
      const handler = createHandler({
        ...deps,
        objectSize: async (path) => (objects.get(path)?.bytes.byteLength ?? 0) + 57_344,
      })
      const last = await handler(
        post({ chunk: chunkOf(2), fileName: NAME, chunkIndex: '2', totalChunks: '3' }),
      )
      expect(last.status).toBe(500)
      expect(await last.json()).toEqual({
        error: `The stored video is ${file.length + 57_344} bytes, not the ${file.length} bytes checked: delete it and upload the file again`,
      })
      expect(sessions[0]).toMatchObject({ status: 'open', received: 2 })
    })

    it('assembles a multi-part upload byte for byte, moving at most one part per request', async () => {
      const { deps, objects, sessions, moved, resetMoved } = fakeDeps()
      // 8 chunks: parts of 3, 3 and 2 chunks, the last chunk short.
      const bytes = asMp4(bytesOf(7 * CHUNK_SIZE + 12345, 3))
      await check(deps, NAME, bytes.length)
      const perRequest: { held: number; read: number; appended: number }[] = []
      let last: Response | undefined
      for (let i = 0; i < 8; i++) {
        resetMoved()
        last = await send(deps, i, NAME, bytes)
        perRequest.push({ ...moved })
      }
      expect(await last?.json()).toEqual({
        complete: true,
        path: libraryPath(NAME),
        url: `https://signed.example/${libraryPath(NAME)}?expires=604800`,
      })
      expect(Buffer.from(objects.get(libraryPath(NAME))?.bytes ?? []).equals(bytes)).toBe(true)
      expect(objects.get(libraryPath(NAME))?.type).toBe('video/mp4')
      expect([...objects.keys()]).toEqual([libraryPath(NAME)]) // held chunks removed
      expect(sessions[0]).toMatchObject({ status: 'complete', received: 8 })
      // Chunks 0, 1 are held; chunk 2 sends part 1 (reading 0 and 1 back); and so on.
      expect(perRequest).toEqual([
        { held: CHUNK_SIZE, read: 0, appended: 0 },
        { held: CHUNK_SIZE, read: 0, appended: 0 },
        { held: 0, read: 2 * CHUNK_SIZE, appended: PART_SIZE },
        { held: CHUNK_SIZE, read: 0, appended: 0 },
        { held: CHUNK_SIZE, read: 0, appended: 0 },
        { held: 0, read: 2 * CHUNK_SIZE, appended: PART_SIZE },
        { held: CHUNK_SIZE, read: 0, appended: 0 },
        { held: 0, read: CHUNK_SIZE, appended: CHUNK_SIZE + 12345 },
      ])
      for (const request of perRequest) {
        expect(request.held + request.read + request.appended).toBeLessThanOrEqual(
          PART_SIZE + 2 * CHUNK_SIZE,
        )
      }
    })

    it('refuses chunks whose totals differ from the session, and keeps the file intact', async () => {
      const { deps, objects } = fakeDeps()
      await check(deps) // 3 chunks
      expect((await send(deps, 0)).status).toBe(200)
      // The case: chunk 1 "of 2" after chunk 0 "of 3".
      const ofTwo = await createHandler(deps)(
        post({ chunk: chunkOf(1), fileName: NAME, chunkIndex: '1', totalChunks: '2' }),
      )
      expect(ofTwo.status).toBe(409)
      expect(await ofTwo.json()).toEqual({
        error: 'This upload has 3 chunks, not 2: its size was fixed when it was checked',
      })
      // A last chunk of the wrong length.
      await send(deps, 1)
      const short = await createHandler(deps)(
        post({
          chunk: new Blob([new Uint8Array(10)], { type: 'video/mp4' }),
          fileName: NAME,
          chunkIndex: '2',
          totalChunks: '3',
        }),
      )
      expect(short.status).toBe(409)
      expect(await short.json()).toEqual({
        error: `Chunk 2 must be 1000 bytes: this upload is ${file.length} bytes`,
      })
      expect(objects.has(libraryPath(NAME))).toBe(false)
      const last = await send(deps, 2)
      expect(await last.json()).toMatchObject({ complete: true })
      expect(Buffer.from(objects.get(libraryPath(NAME))?.bytes ?? []).equals(file)).toBe(true)
    })

    it('takes chunks in order: a repeat is answered again, a gap is refused', async () => {
      const { deps, moved, resetMoved } = fakeDeps()
      await check(deps)
      const gap = await send(deps, 1)
      expect(gap.status).toBe(409)
      expect(await gap.json()).toEqual({ error: 'Chunk 0 comes next, not chunk 1' })
      await send(deps, 0)
      resetMoved()
      const repeat = await send(deps, 0)
      expect(await repeat.json()).toEqual({ complete: false, received: 1 })
      expect(moved).toEqual({ held: 0, read: 0, appended: 0 })
    })

    it('gives a taken name a new object and leaves the old video and its URL alone', async () => {
      const { deps, objects } = fakeDeps()
      const first = await (await uploadAll(deps)).json()
      const other = asMp4(bytesOf(file.length, 99))
      const second = await (await uploadAll(deps, NAME, other)).json()
      expect(first).toMatchObject({ path: libraryPath(NAME) })
      expect(second).toMatchObject({ complete: true, path: 'library/1700000000000-clip-s1.mp4' })
      expect(second.url).not.toBe(first.url)
      expect(Buffer.from(objects.get(libraryPath(NAME))?.bytes ?? []).equals(file)).toBe(true)
      const moved = objects.get('library/1700000000000-clip-s1.mp4')?.bytes
      expect(Buffer.from(moved ?? []).equals(other)).toBe(true)
    })

    it('answers a retried last chunk with the same URL, but never hands it to other bytes', async () => {
      const { deps, objects } = fakeDeps()
      const done = await (await uploadAll(deps)).json()
      const retry = await send(deps, 2)
      expect(await retry.json()).toEqual(done)
      const different = await send(deps, 2, NAME, bytesOf(file.length, 5))
      expect(different.status).toBe(409)
      expect(objects.size).toBe(1)
    })

    it('recovers when a part reached storage but the answer was lost', async () => {
      const { deps, objects } = fakeDeps()
      let failOnce = true
      const flaky = {
        ...deps,
        advance: async (...args: Parameters<typeof deps.advance>) => {
          if (args[1] === 2 && failOnce) {
            failOnce = false
            throw new Error('connection lost')
          }
          return deps.advance(...args)
        },
      }
      await check(flaky)
      await send(flaky, 0)
      await send(flaky, 1)
      const lost = await send(flaky, 2) // the part is in storage; recording it fails
      expect(lost.status).toBe(500)
      const retried = await send(flaky, 2)
      expect(await retried.json()).toMatchObject({ complete: true })
      expect(Buffer.from(objects.get(libraryPath(NAME))?.bytes ?? []).equals(file)).toBe(true)
      expect([...objects.keys()]).toEqual([libraryPath(NAME)])
    })

    it('sends the rest of a part that storage kept in part when it was interrupted', async () => {
      const { deps, objects, uploads } = fakeDeps()
      let interruptOnce = true
      const flaky = {
        ...deps,
        // As hosted's tus keeps what arrived of a PATCH: the first 1 MB of the part, then a drop.
        appendPart: async (...args: Parameters<typeof deps.appendPart>) => {
          if (!interruptOnce) return deps.appendPart(...args)
          interruptOnce = false
          const [url] = args
          const upload = uploads.get(url)
          if (!upload) throw new Error('no such upload')
          upload.pieces.push(file.subarray(0, MB))
          upload.offset += MB
          throw new Error('connection lost')
        },
      }
      await check(flaky)
      await send(flaky, 0)
      await send(flaky, 1)
      const interrupted = await send(flaky, 2)
      expect(interrupted.status).toBe(500)
      const retried = await send(flaky, 2)
      expect(await retried.json()).toMatchObject({ complete: true })
      expect(Buffer.from(objects.get(libraryPath(NAME))?.bytes ?? []).equals(file)).toBe(true)
    })

    it('removes what an upload abandoned for a day left when the next check comes', async () => {
      const { deps, objects, sessions, uploads, advanceClock } = fakeDeps()
      await check(deps, '1-old.mp4')
      await send(deps, 0, '1-old.mp4')
      expect(objects.has(heldChunkPath('session-1', 0))).toBe(true)
      advanceClock(25 * 60 * 60 * 1000)
      await check(deps, '2-new.mp4')
      expect(objects.size).toBe(0)
      expect(sessions.map((s) => s.fileName)).toEqual(['2-new.mp4'])
      expect(uploads.size).toBe(1)
    })

    it('answers 500 {error} when storage fails', async () => {
      const { deps } = fakeDeps()
      await check(deps)
      const res = await send(
        { ...deps, holdChunk: async () => Promise.reject(new Error('down')) },
        0,
      )
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({
        error: 'Upload failed',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      })
    })
  })
})
