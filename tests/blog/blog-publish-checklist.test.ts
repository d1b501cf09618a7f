import { describe, expect, it } from 'vitest'
import { admin, createAsAdmin, s, useBlogAdmin } from '@tests/blog-admin.ts'
import {
  blockingIds,
  NEAR_DUPLICATE_THRESHOLD,
  publishChecklist,
  type ChecklistPost,
} from '@shared/blog-publish-checklist'

useBlogAdmin()

const META = 'A clear summary of the post for search results, well past fifty characters.'
const words = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${tag}${i * 7919}`).join(' ')

// Passes every blocking check.
const ready = (tag: string) => ({
  title: `Ready ${tag}`,
  content: `<h2>Section</h2><p>${words(tag, 80)}</p>`,
  meta_description: META,
})

async function publishRevisions(postId: string) {
  const { data, error } = await admin
    .from('blog_post_revisions')
    .select('kind, editor_email, overridden_checks')
    .eq('post_id', postId)
    .eq('kind', 'published')
  if (error) throw error
  return data
}

async function sqlFailures(postId: string): Promise<string[]> {
  const { rows } = await s.stack.ctx.db.query<{ failures: string[] }>(
    'select private.blog_publish_failures(p) as failures from public.blog_posts p where id = $1',
    [postId],
  )
  return rows[0]?.failures ?? []
}

describe('the publish checklist in the database', () => {
  it("refuses an admin's publish with the failing checks, and records who published", async () => {
    const post = await createAsAdmin({
      ...ready('alt'),
      content: `<h2>Section</h2><p>${words('alt', 80)}</p><img src="/x.png" alt="Blog image">`,
    })
    const refused = await admin.from('blog_posts').update({ published: true }).eq('id', post.id)
    expect(refused.error).toMatchObject({
      code: '23514',
      message: 'The publish checklist failed: image_alt',
      details: 'image_alt',
    })
    expect(await publishRevisions(post.id)).toEqual([])

    // An override of some other check does not cover this one.
    const partial = await admin.rpc('publish_blog_post', {
      p_post_id: post.id,
      p_overrides: ['title'],
    })
    expect(partial.error?.details).toBe('image_alt')

    const anyway = await admin.rpc('publish_blog_post', {
      p_post_id: post.id,
      p_overrides: ['image_alt'],
    })
    expect(anyway).toMatchObject({ error: null, data: post.id })
    const [published] = await publishRevisions(post.id)
    expect(published).toMatchObject({ kind: 'published', overridden_checks: ['image_alt'] })
    expect(published?.editor_email).toMatch(/^admin-.*@example\.test$/)
  })

  it('publishes a post that passes, keeping the publish in the history without overrides', async () => {
    const post = await createAsAdmin(ready('pass'))
    const publish = await admin.from('blog_posts').update({ published: true }).eq('id', post.id)
    expect(publish.error).toBeNull()
    expect(await publishRevisions(post.id)).toMatchObject([
      { kind: 'published', overridden_checks: null },
    ])
  })

  it('refuses a near duplicate of a published post (pg_trgm similarity)', async () => {
    const original = await createAsAdmin(ready('dup'))
    await admin.from('blog_posts').update({ published: true }).eq('id', original.id)
    const copy = await createAsAdmin({
      ...ready('dup'),
      content: `${ready('dup').content}<p>One more closing line.</p>`,
    })
    const lookup = await admin
      .rpc('blog_post_near_duplicate', {
        p_title: `Ready dup`,
        p_content: ready('dup').content,
        p_exclude: copy.id,
      })
      .single()
    expect(lookup.data?.id).toBe(original.id)
    expect(lookup.data?.similarity).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD)

    const refused = await admin.from('blog_posts').update({ published: true }).eq('id', copy.id)
    expect(refused.error?.details).toBe('near_duplicate')

    const other = await createAsAdmin(ready('other'))
    const distinct = await admin.from('blog_posts').update({ published: true }).eq('id', other.id)
    expect(distinct.error).toBeNull()
  })

  it('states the same blocking rules as the shared checklist', async () => {
    const base = ready('agree')
    const cases: Partial<ChecklistPost>[] = [
      {},
      { meta_description: 'Too short.' },
      { meta_description: 'x'.repeat(161) },
      { meta_description: null },
      { meta_description: null, content: '<p>Short.</p>' },
      { content: `${base.content}<img src="/a.png" alt=" Blog image "><img src='/b.png'>` },
      { content: `${base.content}<IMG SRC=/c.png ALT='A chart'><img src="/d.png" alt=Chart>` },
      { content: `<h3>Deep</h3>${base.content}` },
      { content: `${base.content}<h3>A</h3><h2>B</h2><h4>C</h4>` },
      { featured_image: 'https://cdn.example/cover.svg?v=1', featured_image_alt: 'Cover' },
      { featured_image: '/cover.png', featured_image_alt: ' ' },
      { featured_image: 'data:image/svg+xml;base64,AAAA', featured_image_alt: null },
    ]
    for (const fields of cases) {
      const post = {
        ...base,
        seo_title: null,
        featured_image: null,
        featured_image_alt: null,
        ...fields,
      }
      const saved = await createAsAdmin({
        ...post,
        seo_title: '',
        meta_description: post.meta_description ?? '',
        featured_image: post.featured_image ?? '',
        featured_image_alt: post.featured_image_alt ?? '',
      })
      const stored: ChecklistPost = { ...post, content: saved.content }
      expect(await sqlFailures(saved.id), JSON.stringify(fields)).toEqual(
        blockingIds(publishChecklist(stored, null)),
      )
    }
  })
})
