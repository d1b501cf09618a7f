import { describe, expect, it } from 'vitest'
import {
  admin,
  adminUserId,
  createAsAdmin,
  PUBLISHABLE_META,
  revisions,
  row,
  s,
  useBlogAdmin,
} from '@tests/blog-admin.ts'

useBlogAdmin()

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

describe('an admin manages posts with the portal calls', () => {
  it('creates with nulls for empty optional fields, the author and the paragraph rule', async () => {
    const post = await createAsAdmin({ content: 'One\n\nTwo', seo_title: '  ' })
    expect(post).toMatchObject({
      content: '<p>One</p>\n\n<p>Two</p>',
      seo_title: null,
      meta_description: null,
      featured_image: null,
      featured_image_alt: null,
      published: false,
    })
    // The author is stored, but only SQL (or the service role) may read author_id.
    const { rows } = await s.stack.ctx.db.query<{ author_id: string }>(
      'select author_id from public.blog_posts where id = $1',
      [post.id],
    )
    expect(rows[0]?.author_id).toBe(adminUserId)
  })

  it('updates, publishes, unpublishes and deletes', async () => {
    const post = await createAsAdmin({ meta_description: PUBLISHABLE_META })
    const updated = await admin
      .from('blog_posts')
      .update({
        ...row({ title: 'Renamed', slug: post.slug, meta_description: PUBLISHABLE_META }),
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
