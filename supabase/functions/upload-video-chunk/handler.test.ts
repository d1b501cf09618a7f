import { describe, expect, it } from 'vitest'
import { fakeDeps, file, send } from '@tests/upload-video-chunk.ts'
import { libraryPath, partPath } from '../_shared/video-upload.ts'
import { createHandler } from './handler.ts'

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
    expect(await res.json()).toEqual({
      error: 'Upload failed',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })
})
