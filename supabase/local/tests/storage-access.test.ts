// Storage errors and RLS through unmodified supabase-js, as hosted Storage reports them.
import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { describe, expect, it } from 'vitest'

const stack = useTestStack(TEST_SCHEMA)

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

describe('storage access and errors', () => {
  it('says Bucket not found for a missing bucket and for buckets RLS hides', async () => {
    const missing = await stack.anon.storage.from(unique('nope')).download('file.txt')
    expect(missing.error).toMatchObject({
      name: 'StorageApiError',
      message: 'Bucket not found',
      status: 400,
      statusCode: '404',
    })
    const hidden = await stack.anon.storage.getBucket('test-public')
    expect(hidden.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' })
    const visible = await stack.service.storage.getBucket('test-public')
    expect(visible.data).toMatchObject({ id: 'test-public', name: 'test-public', public: true })

    const name = unique('private.txt')
    await stack.anon.storage.from('test-open').upload(name, new Blob(['x']))
    const notPublic = await fetch(
      stack.anon.storage.from('test-open').getPublicUrl(name).data.publicUrl,
    )
    expect(await notPublic.json()).toEqual({
      statusCode: '404',
      error: 'Bucket not found',
      message: 'Bucket not found',
    })
  })

  it('says Object not found for a missing object', async () => {
    const { error } = await stack.anon.storage.from('test-open').download(unique('missing'))
    expect(error).toMatchObject({ message: 'Object not found', status: 400, statusCode: '404' })
  })

  it('lets RLS reject an anonymous upload that the service role may make', async () => {
    const name = unique('secret.txt')
    const rejected = await stack.anon.storage.from('test-locked').upload(name, new Blob(['x']))
    expect(rejected.error).toMatchObject({
      message: 'new row violates row-level security policy',
      status: 400,
      statusCode: '403',
    })
    const allowed = await stack.service.storage.from('test-locked').upload(name, new Blob(['x']))
    expect(allowed.error).toBeNull()
    const download = await stack.anon.storage.from('test-locked').download(name)
    expect(download.error).toMatchObject({ message: 'Object not found' })
    expect((await stack.anon.storage.from('test-locked').list()).data).toEqual([])
  })

  it('rejects a bad JWT with 403 Unauthorized', async () => {
    const forged = createClient(stack.url, stack.anonKey, {
      auth: { persistSession: false },
      global: { headers: { Authorization: `Bearer ${stack.anonKey}x` } },
    })
    const { error } = await forged.storage.from('test-open').upload(unique('x'), new Blob(['x']))
    expect(error).toMatchObject({ message: 'signature verification failed', statusCode: '403' })
  })

  it('enforces the bucket mime types and size limit, leaving no file behind', async () => {
    const bucket = stack.anon.storage.from('test-images')
    const text = await bucket.upload(unique('note.txt'), new Blob(['x'], { type: 'text/plain' }))
    expect(text.error).toMatchObject({
      message: 'mime type text/plain is not supported',
      statusCode: '415',
    })
    const big = new Blob([new Uint8Array(4096)], { type: 'image/png' })
    const tooLarge = await bucket.upload(unique('big.png'), big)
    expect(tooLarge.error).toMatchObject({
      message: 'The object exceeded the maximum allowed size',
      statusCode: '413',
    })
    const small = await bucket.upload(unique('ok.png'), new Blob(['png'], { type: 'image/png' }))
    expect(small.error).toBeNull()
    expect(await readdir(path.join(stack.dataDir, 'storage-tmp'))).toEqual([])
  })

  it('creates buckets as the service role only, and refuses duplicates', async () => {
    const id = unique('bucket')
    expect((await stack.anon.storage.createBucket(id, { public: true })).error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    })
    expect((await stack.service.storage.createBucket(id, { public: true })).data).toEqual({
      name: id,
    })
    expect((await stack.service.storage.createBucket(id)).error).toMatchObject({
      message: 'The resource already exists',
      statusCode: '409',
    })
    const listed = await stack.service.storage.listBuckets()
    expect(listed.data?.map((bucket) => bucket.id)).toContain(id)
  })
})
