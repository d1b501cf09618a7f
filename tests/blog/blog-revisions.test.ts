import { describe, expect, it } from 'vitest'
import {
  admin,
  createAsAdmin,
  PUBLISHABLE_META,
  revisions,
  row,
  s,
  useBlogAdmin,
} from '@tests/blog-admin.ts'

useBlogAdmin()

describe('revisions', () => {
  it('are written on create, each text change and each publish, and restore in one call', async () => {
    const post = await createAsAdmin({
      title: 'First',
      content: 'Version one',
      meta_description: PUBLISHABLE_META,
    })
    await admin.from('blog_posts').update({ content: 'Version two' }).eq('id', post.id)
    await admin.from('blog_posts').update({ published: true }).eq('id', post.id)
    const [first, second, publish, ...rest] = await revisions(post.id)
    expect(rest).toEqual([])
    expect(first).toMatchObject({
      revision_number: 1,
      kind: 'created',
      content: '<p>Version one</p>',
    })
    expect(second).toMatchObject({ revision_number: 2, kind: 'edited', content: 'Version two' })
    expect(first?.editor_email).toMatch(/^admin-.*@example\.test$/)
    // Publishing changes no text; its revision says who published.
    expect(publish).toMatchObject({ revision_number: 3, kind: 'published', content: 'Version two' })
    expect(publish?.editor_email).toBe(first?.editor_email)

    const restored = await admin.rpc('restore_blog_post_revision', { revision_id: first?.id ?? '' })
    expect(restored).toMatchObject({ error: null, data: post.id })
    const now = await admin
      .from('blog_posts')
      .select('content, published')
      .eq('id', post.id)
      .single()
    expect(now.data).toEqual({ content: '<p>Version one</p>', published: true })
    const fourth = (await revisions(post.id))[3]
    expect(fourth).toMatchObject({ revision_number: 4, kind: 'restored', restored_from: first?.id })
  })

  it("keep a campaign's first draft as the model's original, whoever writes it", async () => {
    const campaign = await admin
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

  it('answers 404 with a clear message for an unknown revision, changing nothing', async () => {
    const result = await admin.rpc('restore_blog_post_revision', {
      revision_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(result.status).toBe(404)
    expect(result.error).toMatchObject({
      message: 'This revision does not exist (it may have been deleted with its post).',
    })
  })
})
