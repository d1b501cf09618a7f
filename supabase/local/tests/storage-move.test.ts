// Moving an object (supabase-js `move`, POST /object/move) as hosted Storage does: the bytes
// and the row go to the new name; a missing source, a taken destination and a caller without
// the rights are refused in storage-api's shapes. Buckets and policies: *_storage_test.sql.
import { randomUUID } from 'node:crypto'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { describe, expect, it } from 'vitest'

const stack = useTestStack(TEST_SCHEMA)

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

describe('storage move', () => {
  it('moves an object: the new name serves its bytes and keeps its id, the old one is gone', async () => {
    const bucket = stack.anon.storage.from('test-open')
    const from = `${unique('folder')}/clip.txt`
    const to = `${unique('elsewhere')}/renamed clip.txt`
    const upload = await bucket.upload(from, new Blob(['the bytes'], { type: 'text/plain' }))
    expect(upload.error).toBeNull()

    const moved = await bucket.move(from, to)
    expect(moved.error).toBeNull()
    expect(moved.data).toEqual({ message: 'Successfully moved', Id: upload.data?.id, Key: to })

    const download = await bucket.download(to)
    expect(await download.data?.text()).toBe('the bytes')
    const info = await bucket.info(to)
    expect(info.data).toMatchObject({ id: upload.data?.id, contentType: 'text/plain' })
    const old = await bucket.download(from)
    expect(old.error).toMatchObject({ message: 'Object not found', statusCode: '404' })
  })

  it('moves to another bucket when the caller may write there', async () => {
    const from = unique('across.txt')
    await stack.anon.storage.from('test-open').upload(from, new Blob(['across']))
    const moved = await stack.anon.storage
      .from('test-open')
      .move(from, from, { destinationBucket: 'test-public' })
    expect(moved.error).toBeNull()
    const download = await stack.anon.storage.from('test-public').download(from)
    expect(await download.data?.text()).toBe('across')
  })

  it('says Object not found for a missing source', async () => {
    const moved = await stack.anon.storage.from('test-open').move(unique('missing'), unique('to'))
    expect(moved.data).toBeNull()
    expect(moved.error).toMatchObject({
      name: 'StorageApiError',
      message: 'Object not found',
      status: 400,
      statusCode: '404',
    })
  })

  it('refuses a destination that exists, and both objects keep their bytes', async () => {
    const bucket = stack.anon.storage.from('test-open')
    const from = unique('first.txt')
    const to = unique('second.txt')
    await bucket.upload(from, new Blob(['first']))
    await bucket.upload(to, new Blob(['second']))
    const moved = await bucket.move(from, to)
    expect(moved.error).toMatchObject({
      message: 'The resource already exists',
      statusCode: '409',
    })
    expect(await (await bucket.download(from)).data?.text()).toBe('first')
    expect(await (await bucket.download(to)).data?.text()).toBe('second')
  })

  it('refuses anon on a bucket it cannot read, and a caller without update rights', async () => {
    const locked = unique('locked.txt')
    await stack.service.storage.from('test-locked').upload(locked, new Blob(['secret']))
    const hidden = await stack.anon.storage.from('test-locked').move(locked, unique('mine.txt'))
    expect(hidden.error).toMatchObject({ message: 'Object not found', statusCode: '404' })
    expect(
      await (await stack.service.storage.from('test-locked').download(locked)).data?.text(),
    ).toBe('secret')

    // test-images: anon may read and insert, not update.
    const image = `${unique('pic')}.png`
    await stack.anon.storage
      .from('test-images')
      .upload(image, new Blob(['png'], { type: 'image/png' }))
    const noUpdate = await stack.anon.storage
      .from('test-images')
      .move(image, `${unique('pic')}.png`)
    expect(noUpdate.error).toMatchObject({ message: 'Object not found', statusCode: '404' })
    expect((await stack.anon.storage.from('test-images').download(image)).error).toBeNull()

    // test-open to test-locked: the destination refuses the insert.
    const open = unique('open.txt')
    await stack.anon.storage.from('test-open').upload(open, new Blob(['open']))
    const noInsert = await stack.anon.storage
      .from('test-open')
      .move(open, open, { destinationBucket: 'test-locked' })
    expect(noInsert.error).toMatchObject({
      message: 'new row violates row-level security policy',
      statusCode: '403',
    })
  })

  it('refuses an invalid destination key', async () => {
    const from = unique('valid.txt')
    await stack.anon.storage.from('test-open').upload(from, new Blob(['x']))
    const moved = await stack.anon.storage.from('test-open').move(from, 'bad\u0001name.txt')
    expect(moved.error).toMatchObject({
      message: 'Invalid key: bad\u0001name.txt',
      statusCode: '400',
    })
  })
})
