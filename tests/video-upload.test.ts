import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { chunkTransport } from '../src/features/uploads/api/chunk-transport.ts'
import { uploadVideo } from '../src/features/uploads/lib/upload-video.ts'
import { asMp4 } from './support/upload-video-chunk.ts'
import { PARTS_FOLDER, VIDEO_BUCKET } from '../supabase/functions/_shared/domain/video-upload.ts'
import {
  SEED_ADMIN,
  signIn,
  testClient,
  useTestStack,
} from '@local-stack/tests/support/test-stack.ts'

const MB = 1024 * 1024
const stack = useTestStack()

const asAdmin = async (client = testClient(stack.url, stack.anonKey)) =>
  (await signIn(client, SEED_ADMIN)).client

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function downloadHash(url: string): Promise<{ hash: string; type: string | null }> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const hash = createHash('sha256')
  const reader = response.body?.getReader()
  for (;;) {
    const next = await reader?.read()
    if (!next || next.done) break
    hash.update(next.value)
  }
  return { hash: hash.digest('hex'), type: response.headers.get('content-type') }
}

async function leftoverParts(): Promise<number> {
  const service = testClient(stack.url, stack.serviceRoleKey)
  const { data, error } = await service.storage.from(VIDEO_BUCKET).list(PARTS_FOLDER)
  if (error) throw error
  return data.length
}

describe('upload-video-chunk through the local stack', () => {
  it('assembles a 20 MB file sent in 10 chunks byte for byte, with a signed URL', async () => {
    const bytes = asMp4(randomBytes(20 * MB))
    const admin = await asAdmin()
    const progress: number[] = []
    const url = await uploadVideo({
      file: new Blob([bytes], { type: 'video/mp4' }),
      fileName: `${Date.now()}-twenty.mp4`,
      transport: chunkTransport(admin),
      onProgress: (sent) => progress.push(sent),
    })
    expect(progress).toHaveLength(11)
    expect(progress.at(-1)).toBe(20 * MB)
    expect(url).toContain('/storage/v1/object/sign/videos/library/')
    expect(await downloadHash(url)).toEqual({ hash: sha256(bytes), type: 'video/mp4' })
    expect(await leftoverParts()).toBe(0)

    const listed = await admin.storage.from(VIDEO_BUCKET).list('library')
    const name = listed.data?.find((file) => file.name.endsWith('-twenty.mp4'))?.name ?? ''
    expect(name).not.toBe('')
    const signed = await admin.storage
      .from(VIDEO_BUCKET)
      .createSignedUrls([`library/${name}`, 'library/missing.mp4'], 60)
    expect(signed.error).toBeNull()
    expect(signed.data?.[1]).toMatchObject({ signedUrl: null, error: expect.any(String) })
    expect(await downloadHash(signed.data?.[0]?.signedUrl ?? '')).toEqual({
      hash: sha256(bytes),
      type: 'video/mp4',
    })
    const tampered = (signed.data?.[0]?.signedUrl ?? '').replace('twenty', 'other')
    expect((await fetch(tampered)).status).toBe(400)
  }, 120_000)

  it('answers 403 to a signed-in user who is not an admin, and 401 without a session', async () => {
    const service = testClient(stack.url, stack.serviceRoleKey)
    const created = await service.auth.admin.createUser({
      email: 'viewer@example.com',
      password: 'viewer-password',
      email_confirm: true,
    })
    expect(created.error).toBeNull()
    const { client: viewer } = await signIn(testClient(stack.url, stack.anonKey), {
      email: 'viewer@example.com',
      password: 'viewer-password',
    })
    const body = new FormData()
    body.set('chunk', new Blob([new Uint8Array(10)], { type: 'video/mp4' }), 'chunk')
    body.set('fileName', '1-x.mp4')
    body.set('chunkIndex', '0')
    body.set('totalChunks', '1')
    const denied = await viewer.functions.invoke('upload-video-chunk', { body })
    expect(denied.error?.context.status).toBe(403)
    expect(await denied.error?.context.json()).toEqual({ error: 'Only admins can upload videos' })

    const anon = testClient(stack.url, stack.anonKey)
    const anonymous = await anon.functions.invoke('upload-video-chunk', { body })
    expect(anonymous.error?.context.status).toBe(401)
    expect(await leftoverParts()).toBe(0)
  })

  it('completes a 50 MB upload byte for byte when 10% of chunk requests fail once', async () => {
    let requests = 0
    let injected = 0
    // Every tenth chunk request fails: alternately before it is sent (the network is down)
    // and after the server stored the chunk (the answer is lost), so retries repeat chunks.
    const flaky: typeof fetch = async (input, init) => {
      const chunkRequest = init?.method === 'POST' && String(input).includes('upload-video-chunk')
      if (!chunkRequest || ++requests % 10 !== 0) return fetch(input, init)
      injected++
      if (injected % 2 === 1) throw new TypeError('fetch failed (injected)')
      await fetch(input, init)
      return new Response(JSON.stringify({ error: 'injected' }), { status: 503 })
    }
    const client = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: flaky },
    })
    await asAdmin(client)
    const bytes = asMp4(randomBytes(50 * MB))
    const url = await uploadVideo({
      file: new Blob([bytes], { type: 'video/mp4' }),
      fileName: `${Date.now()}-flaky.mp4`,
      transport: chunkTransport(client),
      retryDelayMs: 10,
    })
    expect(injected).toBeGreaterThanOrEqual(2)
    expect((await downloadHash(url)).hash).toBe(sha256(bytes))
    expect(await leftoverParts()).toBe(0)
  }, 240_000)

  it('resumes from the chunks the server holds', async () => {
    const admin = await asAdmin()
    const bytes = randomBytes(6 * MB)
    // A WebM file starts with the EBML magic number, which the first chunk is checked for.
    bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0)
    const fileName = `${Date.now()}-resume.webm`
    const transport = chunkTransport(admin)
    // The size check and the first two chunks arrive, then the tab goes away.
    expect(await transport.check(fileName, bytes.length)).toMatchObject({ received: 0 })
    for (const index of [0, 1]) {
      const chunk = new Blob([bytes.subarray(index * 2 * MB, (index + 1) * 2 * MB)])
      await transport.send({ chunk, fileName, chunkIndex: index, totalChunks: 3 })
    }
    expect(await transport.check(fileName, bytes.length)).toEqual({
      allowed: true,
      message:
        "This 6.0 MB video is within the project's upload limit. 2 of its chunks are already on the server: uploading resumes from there.",
      received: 2,
    })
    const sent: number[] = []
    const url = await uploadVideo({
      file: new Blob([bytes], { type: 'video/webm' }),
      fileName,
      transport: {
        ...transport,
        send: (fields) => {
          sent.push(fields.chunkIndex)
          return transport.send(fields)
        },
      },
    })
    expect(sent).toEqual([2])
    expect(await downloadHash(url)).toEqual({ hash: sha256(bytes), type: 'video/webm' })
  }, 120_000)

  it('refuses chunks whose totals differ from the checked file, and the file stays whole', async () => {
    const admin = await asAdmin()
    const bytes = asMp4(randomBytes(4 * MB + 10))
    const fileName = `${Date.now()}-totals.mp4`
    const transport = chunkTransport(admin)
    await transport.check(fileName, bytes.length)
    const chunk = (index: number) =>
      new Blob([bytes.subarray(index * 2 * MB, (index + 1) * 2 * MB)])
    await transport.send({ chunk: chunk(0), fileName, chunkIndex: 0, totalChunks: 3 })
    await expect(
      transport.send({ chunk: chunk(1), fileName, chunkIndex: 1, totalChunks: 2 }),
    ).rejects.toThrow('This upload has 3 chunks, not 2: its size was fixed when it was checked')
    await transport.send({ chunk: chunk(1), fileName, chunkIndex: 1, totalChunks: 3 })
    const done = await transport.send({ chunk: chunk(2), fileName, chunkIndex: 2, totalChunks: 3 })
    if (!done.complete) throw new Error('not complete')
    expect((await downloadHash(done.url)).hash).toBe(sha256(bytes))
  }, 120_000)

  it('gives a second upload under a taken name a new object; the first URL keeps its bytes', async () => {
    const admin = await asAdmin()
    const fileName = `${Date.now()}-same-name.mp4`
    const first = asMp4(randomBytes(3 * MB))
    const second = asMp4(randomBytes(3 * MB))
    const upload = (bytes: Uint8Array<ArrayBuffer>) =>
      uploadVideo({
        file: new Blob([bytes], { type: 'video/mp4' }),
        fileName,
        transport: chunkTransport(admin),
      })
    const firstUrl = await upload(first)
    const secondUrl = await upload(second)
    expect(firstUrl).toContain(`/library/${fileName}?`)
    expect(secondUrl).toMatch(/\/library\/\d+-same-name-[0-9a-f]{8}\.mp4\?/)
    expect((await downloadHash(firstUrl)).hash).toBe(sha256(first))
    expect((await downloadHash(secondUrl)).hash).toBe(sha256(second))
  }, 120_000)
})

describe('upload-video-chunk with a project-wide upload limit of 8 MB', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'video-limit-'))
  writeFileSync(path.join(dir, 'config.toml'), '[storage]\nfile_size_limit = "8MiB"\n')
  const limited = useTestStack({ configFile: path.join(dir, 'config.toml') })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('refuses, in words, a file over the project limit before any chunk is sent', async () => {
    const admin = await asAdmin(testClient(limited.url, limited.anonKey))
    const transport = chunkTransport(admin)
    const fileName = `${Date.now()}-big.mp4`
    expect(await transport.check(fileName, 9 * MB)).toEqual({
      allowed: false,
      message:
        "This video is 9.0 MB, over this project's upload limit, so storage would refuse it. On the Free plan every upload is capped at 50 MB; on a paid plan raise the file size limit in the project's Storage settings, or choose a smaller file.",
    })
    const sent: number[] = []
    await expect(
      uploadVideo({
        file: new Blob([new Uint8Array(9 * MB)], { type: 'video/mp4' }),
        fileName,
        transport: {
          ...transport,
          send: (fields) => {
            sent.push(fields.chunkIndex)
            return transport.send(fields)
          },
        },
      }),
    ).rejects.toThrow("over this project's upload limit")
    expect(sent).toEqual([])
    expect(await transport.check(fileName, 8 * MB)).toMatchObject({ allowed: true })
  }, 120_000)
})
