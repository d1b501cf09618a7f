import { describe, expect, it } from 'vitest'
// First: it gives Node 20 the WebSocket that the app's supabase client (imported below) needs.
import { admin, s, useBlogAdmin } from '@tests/blog-admin.ts'
import { uploadBlogImage } from '@/features/blog-admin/api/upload-image'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'

useBlogAdmin()

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe('images in blog-images', () => {
  it.each([
    ['featured', 'uploads'],
    ['inline', 'content'],
  ] as const)('a %s image lands under %s/ as timestamp-random.extension', async (kind, folder) => {
    const before = Date.now()
    const file = new File([PNG], 'My Photo.final.PNG', { type: 'image/png' })
    const { path, url } = await uploadBlogImage(admin, file, kind)
    const match = new RegExp(`^${folder}/(\\d{13})-([a-z0-9]{12})\\.png$`).exec(path)
    expect(match, path).not.toBeNull()
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before)
    expect(url).toBe(`${s.stack.url}/storage/v1/object/public/blog-images/${path}`)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  })

  it.each([
    ['an SVG', 'drawing.svg', 'image/svg+xml'],
    ['a text file', 'notes.txt', 'text/plain'],
  ])('refuses %s before uploading, and the bucket refuses it too', async (_what, name, type) => {
    const file = new File(['<svg onload="alert(1)"/>'], name, { type })
    await expect(uploadBlogImage(admin, file, 'inline')).rejects.toThrow(
      blogAdminMessages.imagesOnly,
    )
    const direct = await admin.storage
      .from('blog-images')
      .upload(`content/${Date.now()}-x.${name.split('.')[1]}`, file, { contentType: type })
    expect(direct.error && 'statusCode' in direct.error && direct.error.statusCode).toBe('415')
  })

  it('refuses a signed-in non-admin', async () => {
    const file = new File([PNG], 'a.png', { type: 'image/png' })
    await expect(uploadBlogImage(s.client('user'), file, 'featured')).rejects.toThrow()
  })

  it('recreates a missing bucket as public (on upload), with the raster-only limit', async () => {
    await s.stack.ctx.db.exec(
      `delete from storage.objects where bucket_id = 'blog-images';
       delete from storage.buckets where id = 'blog-images';`,
    )
    const file = new File([PNG], 'b.png', { type: 'image/png' })
    const { url } = await uploadBlogImage(admin, file, 'featured')
    expect((await fetch(url)).status).toBe(200)
    const bucket = await s.service.storage.getBucket('blog-images')
    expect(bucket.data).toMatchObject({ public: true })
    expect(bucket.data?.allowed_mime_types).not.toContain('image/svg+xml')
  })
})
