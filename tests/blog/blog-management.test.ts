import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// First: it gives Node 20 the WebSocket that the app's supabase client (imported below) needs.
import {
  anonClient,
  startSchemaStack,
  type Client,
  type SchemaStack,
} from '../schema/support/stack.ts'
import { uploadBlogImage } from '@/features/blog/api/upload-image'
import { blogMessages } from '@/features/blog/lib/admin-messages'
import { toPostRow } from '@/features/blog/lib/post-row'
import { emptyPostForm } from '@/features/blog/lib/post-form-schema'

// Blog management against a private local stack with the product migrations, through
// supabase-js as the portal calls it: one admin, one signed-in non-admin, anon.
let s: SchemaStack
let admin: Client
let adminUserId: string
beforeAll(async () => {
  s = await startSchemaStack({ seed: false })
  const { userId, email, password } = await s.createUser({ admin: true })
  admin = anonClient(s.stack)
  const { error } = await admin.auth.signInWithPassword({ email, password })
  if (error) throw error
  adminUserId = userId
})
afterAll(async () => {
  await s?.stop()
})

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

function row(overrides: Partial<typeof emptyPostForm> = {}) {
  const slug = `post-${randomUUID()}`
  return toPostRow({ ...emptyPostForm, title: 'A post', slug, content: 'Hello', ...overrides })
}

async function createAsAdmin(overrides: Partial<typeof emptyPostForm> = {}) {
  const { data, error } = await admin
    .from('blog_posts')
    .insert({ ...row(overrides), author_id: adminUserId })
    .select()
    .single()
  if (error) throw error
  return data
}

async function revisions(postId: string) {
  const { data, error } = await admin
    .from('blog_post_revisions')
    .select('id, revision_number, kind, restored_from, title, content, editor_email')
    .eq('post_id', postId)
    .order('revision_number')
  if (error) throw error
  return data
}

describe('an admin manages posts with the §7 calls', () => {
  it('creates with nulls for empty optional fields, the author and the paragraph rule', async () => {
    const post = await createAsAdmin({ content: 'One\n\nTwo', seo_title: '  ' })
    expect(post).toMatchObject({
      content: '<p>One</p>\n\n<p>Two</p>',
      seo_title: null,
      meta_description: null,
      featured_image: null,
      featured_image_alt: null,
      published: false,
      author_id: adminUserId,
    })
  })

  it('updates, publishes, unpublishes and deletes', async () => {
    const post = await createAsAdmin()
    const updated = await admin
      .from('blog_posts')
      .update({
        ...row({ title: 'Renamed', slug: post.slug }),
        updated_at: new Date().toISOString(),
      })
      .eq('id', post.id)
      .select('title')
      .single()
    expect(updated.data?.title).toBe('Renamed')

    const publish = await admin.from('blog_posts').update({ published: true }).eq('id', post.id)
    expect(publish.error).toBeNull()
    const seen = await s.client('anon').from('blog_posts').select('id').eq('id', post.id)
    expect(seen.data).toHaveLength(1)

    await admin.from('blog_posts').update({ published: false }).eq('id', post.id)
    const hidden = await s.client('anon').from('blog_posts').select('id').eq('id', post.id)
    expect(hidden.data).toEqual([])

    const removed = await admin.from('blog_posts').delete().eq('id', post.id).select('id')
    expect(removed.data).toEqual([{ id: post.id }])
    expect(await revisions(post.id)).toEqual([])
  })

  it('gets 23505 for a duplicate slug', async () => {
    const post = await createAsAdmin()
    const { error } = await admin
      .from('blog_posts')
      .insert({ ...row({ slug: post.slug }), author_id: adminUserId })
    expect(error?.code).toBe('23505')
  })
})

describe.each(['user', 'anon'] as const)('as %s', (role) => {
  it('can neither write posts nor read drafts or revisions', async () => {
    const client = s.client(role)
    const draft = await createAsAdmin()
    const insert = await client.from('blog_posts').insert(row())
    expect(insert.error?.code).toBe('42501')

    const update = await client
      .from('blog_posts')
      .update({ title: 'x' })
      .eq('id', draft.id)
      .select()
    const remove = await client.from('blog_posts').delete().eq('id', draft.id).select()
    const publish = await client.from('blog_posts').update({ published: true }).eq('id', draft.id)
    for (const result of [update, remove, publish]) expect(result.data ?? []).toEqual([])

    expect((await client.from('blog_posts').select('id').eq('id', draft.id)).data).toEqual([])
    const revs = await client.from('blog_post_revisions').select('id').eq('post_id', draft.id)
    expect(revs.data ?? []).toEqual([])

    const [first] = await revisions(draft.id)
    const restore = await client.rpc('restore_blog_post_revision', { revision_id: first?.id ?? '' })
    expect(restore.error).not.toBeNull()
    const after = await admin
      .from('blog_posts')
      .select('title, published')
      .eq('id', draft.id)
      .single()
    expect(after.data).toEqual({ title: 'A post', published: false })
  })
})

describe('reading time: a trigger, 275 words a minute, rounded up, at least 1', () => {
  it.each([
    [1, 1],
    [275, 1],
    [276, 2],
    [550, 2],
    [1000, 4],
  ])('%i words → %i min', async (count, minutes) => {
    const post = await createAsAdmin({ content: `<p>${words(count)}</p>` })
    expect(post.reading_time).toBe(minutes)
  })

  it('counts no tags or attributes, and is recomputed on update whatever the client sends', async () => {
    const post = await createAsAdmin({
      content: `<p class="a b c d e f">${words(270)}</p><img src="/x.png" alt="${words(20)}">`,
    })
    expect(post.reading_time).toBe(1)
    const { data } = await admin
      .from('blog_posts')
      .update({ content: words(600), reading_time: 99 })
      .eq('id', post.id)
      .select('reading_time')
      .single()
    expect(data?.reading_time).toBe(3)
  })
})

describe('revisions', () => {
  it('are written on create and each text change, not on publishing, and restore in one call', async () => {
    const post = await createAsAdmin({ title: 'First', content: 'Version one' })
    await admin.from('blog_posts').update({ content: 'Version two' }).eq('id', post.id)
    await admin.from('blog_posts').update({ published: true }).eq('id', post.id)
    const [first, second, ...rest] = await revisions(post.id)
    expect(rest).toEqual([])
    expect(first).toMatchObject({
      revision_number: 1,
      kind: 'created',
      content: '<p>Version one</p>',
    })
    expect(second).toMatchObject({ revision_number: 2, kind: 'edited', content: 'Version two' })
    expect(first?.editor_email).toMatch(/^admin-.*@example\.test$/)

    const restored = await admin.rpc('restore_blog_post_revision', { revision_id: first?.id ?? '' })
    expect(restored).toMatchObject({ error: null, data: post.id })
    const now = await admin
      .from('blog_posts')
      .select('content, published')
      .eq('id', post.id)
      .single()
    expect(now.data).toEqual({ content: '<p>Version one</p>', published: true })
    const third = (await revisions(post.id))[2]
    expect(third).toMatchObject({ revision_number: 3, kind: 'restored', restored_from: first?.id })
  })

  it("keep a campaign's first draft as the model's original, whoever writes it", async () => {
    const campaign = await s.service
      .from('blog_campaigns')
      .insert({ name: 'Campaign', keywords: ['crm'] })
      .select('id')
      .single()
    const draft = await s.service
      .from('blog_posts')
      .insert({ ...row({ content: 'Model text' }), campaign_id: campaign.data?.id })
      .select('id')
      .single()
    const postId = draft.data?.id ?? ''
    await admin.from('blog_posts').update({ content: 'Edited by a person' }).eq('id', postId)
    const [original, edit] = await revisions(postId)
    expect(original).toMatchObject({
      kind: 'ai_draft',
      content: '<p>Model text</p>',
      editor_email: null,
    })
    expect(edit).toMatchObject({ kind: 'edited' })
  })

  it('cannot be written or changed through the API, even by an admin', async () => {
    const post = await createAsAdmin()
    const [first] = await revisions(post.id)
    const forged = await admin
      .from('blog_post_revisions')
      .insert({ post_id: post.id, revision_number: 9, kind: 'edited', title: 't', content: 'c' })
    expect(forged.error?.code).toBe('42501')
    const changed = await admin
      .from('blog_post_revisions')
      .update({ content: 'rewritten' })
      .eq('id', first?.id ?? '')
    expect(changed.error?.code).toBe('42501')
  })
})

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
    await expect(uploadBlogImage(admin, file, 'inline')).rejects.toThrow(blogMessages.imagesOnly)
    const direct = await admin.storage
      .from('blog-images')
      .upload(`content/${Date.now()}-x.${name.split('.')[1]}`, file, { contentType: type })
    expect(direct.error && 'statusCode' in direct.error && direct.error.statusCode).toBe('415')
  })

  it('refuses a signed-in non-admin', async () => {
    const file = new File([PNG], 'a.png', { type: 'image/png' })
    await expect(uploadBlogImage(s.client('user'), file, 'featured')).rejects.toThrow()
  })

  it('recreates a missing bucket as public (the §7 step), with the raster-only limit', async () => {
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
