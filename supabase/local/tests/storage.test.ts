// Storage objects through unmodified supabase-js, as hosted Storage serves them; errors and access
// rules are in storage-access.test.ts. Buckets and policies: migrations/*_storage_test.sql.
import { randomUUID } from 'node:crypto'
import { TEST_SCHEMA, useTestStack } from './support/test-stack.ts'
import { describe, expect, it } from 'vitest'

const stack = useTestStack(TEST_SCHEMA)

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

describe('storage objects', () => {
  it('uploads a file that its public URL serves to a plain GET, and downloads it', async () => {
    const name = `uploads/${unique('photo')}.png`
    const bucket = stack.anon.storage.from('test-public')
    const upload = await bucket.upload(name, new Blob(['png bytes'], { type: 'image/png' }))
    expect(upload.error).toBeNull()
    expect(upload.data).toMatchObject({ path: name, fullPath: `test-public/${name}` })
    expect(upload.data?.id).toMatch(/^[0-9a-f-]{36}$/)

    const response = await fetch(bucket.getPublicUrl(name).data.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(await response.text()).toBe('png bytes')

    const download = await bucket.download(name)
    expect(await download.data?.text()).toBe('png bytes')
  })

  it('lists the direct children of a prefix, folders without an id, with paging and sorting', async () => {
    const folder = unique('list')
    const bucket = stack.anon.storage.from('test-open')
    for (const file of ['b.txt', 'a.txt', 'sub/c.txt']) {
      const { error } = await bucket.upload(
        `${folder}/${file}`,
        new Blob([file], { type: 'text/plain' }),
      )
      expect(error).toBeNull()
    }
    const all = await bucket.list(folder)
    expect(all.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ['a.txt', false],
      ['b.txt', false],
      ['sub', true],
    ])
    expect(all.data?.[0]?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' })

    const page = await bucket.list(folder, { limit: 1, offset: 1 })
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.txt'])
    const desc = await bucket.list(folder, { sortBy: { column: 'name', order: 'desc' } })
    expect(desc.data?.map((entry) => entry.name)).toEqual(['sub', 'b.txt', 'a.txt'])
  })

  it('refuses a second upload to a name unless upserting, and update replaces the bytes', async () => {
    const name = unique('doc.txt')
    const bucket = stack.anon.storage.from('test-open')
    const first = await bucket.upload(name, new Blob(['one']))
    const again = await bucket.upload(name, new Blob(['two']))
    expect(again.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' })

    const upsert = await bucket.upload(name, new Blob(['three']), { upsert: true })
    expect(upsert.data?.id).toBe(first.data?.id)
    expect(await (await bucket.download(name)).data?.text()).toBe('three')

    const update = await bucket.update(name, new Blob(['four']))
    expect(update.error).toBeNull()
    expect(await (await bucket.download(name)).data?.text()).toBe('four')
  })

  it('removes objects, returning them, after which their public URL is not found', async () => {
    const name = unique('gone.txt')
    const bucket = stack.anon.storage.from('test-public')
    await bucket.upload(name, new Blob(['bye']))
    const removed = await bucket.remove([name, unique('never-existed')])
    expect(removed.data?.map((object) => object.name)).toEqual([name])

    const response = await fetch(bucket.getPublicUrl(name).data.publicUrl)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    })
  })

  it('stores raw bodies with their content type and serves ranges, downloads, info and exists', async () => {
    const name = `raw/${unique('data')}.json`
    const bucket = stack.anon.storage.from('test-public')
    const upload = await bucket.upload(name, Buffer.from('{"hello":"world"}'), {
      contentType: 'application/json',
      metadata: { source: 'test' },
    })
    expect(upload.error).toBeNull()
    const url = bucket.getPublicUrl(name).data.publicUrl

    const range = await fetch(url, { headers: { range: 'bytes=2-6' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-range')).toBe('bytes 2-6/17')
    expect(await range.text()).toBe('hello')

    const attachment = await fetch(
      bucket.getPublicUrl(name, { download: 'my.json' }).data.publicUrl,
    )
    expect(attachment.headers.get('content-disposition')).toBe(
      "attachment; filename=my.json; filename*=UTF-8''my.json",
    )
    await attachment.body?.cancel()

    const info = await bucket.info(name)
    expect(info.data).toMatchObject({
      name,
      size: 17,
      contentType: 'application/json',
      metadata: { source: 'test' },
    })
    expect((await bucket.exists(name)).data).toBe(true)
    expect((await bucket.exists(unique('missing'))).data).toBe(false)
  })
})
