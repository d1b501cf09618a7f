import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fetchPublishedPost, fetchPublishedPostPages } from '@shared/blog-rest'
import { useTestStack } from '@local-stack/tests/support/test-stack.ts'

// A visitor's key may read published posts, but never filter or sort on a post's body: a
// regular expression or ILIKE over every post's content costs the database seconds per request.
// The bodies come from published_post_bodies, whose result has no column to filter on.
const stack = useTestStack()

// 117 bytes that held the whole PGlite stack for seconds per request before.
const ATTACK = `(.*){1,255}${'x'.repeat(40)}$`

async function insertPost(content: string) {
  const slug = `filter-${randomUUID().slice(0, 8)}`
  const { error } = await stack.service
    .from('blog_posts')
    .insert({ title: `Title of ${slug}`, slug, content, published: true })
  if (error) throw error
  return slug
}

const asVisitor = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${stack.anonKey}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  })

describe('a visitor filtering posts by their body', () => {
  it.each([
    ['a regular expression', `content=imatch.${encodeURIComponent(ATTACK)}`],
    ['ILIKE', 'content=ilike.*secret*'],
    ['an order on the body', 'order=content.desc'],
    ['a body in an or=', `or=(content.match.${encodeURIComponent(ATTACK)},id.is.null)`],
  ])('is refused: %s', async (_case, query) => {
    await insertPost('<p>A post body.</p>')
    const response = await asVisitor(`blog_posts?select=id&${query}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table blog_posts',
    })
  })

  it('cannot select the body through the table either', async () => {
    const response = await asVisitor('blog_posts?select=id,content&limit=1')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '42501' })
  })

  it('cannot filter the bodies function’s result: a scalar has no column to filter', async () => {
    const slug = await insertPost('<p>Only this body.</p>')
    const response = await asVisitor(
      `rpc/published_post_bodies?content=imatch.${encodeURIComponent(ATTACK)}`,
      { method: 'POST', body: JSON.stringify({ p_slugs: [slug] }) },
    )
    // Refused as an unknown column, or the filter has nothing to apply to: either way the
    // pattern never runs over a body, and the answer is the whole, unfiltered result.
    expect([200, 400]).toContain(response.status)
    if (response.status === 200) {
      expect(await response.json()).toEqual({ [slug]: '<p>Only this body.</p>' })
    }
  })
})

describe('the public pages still get every body', () => {
  const target = () => ({ url: stack.url, publishableKey: stack.anonKey })

  it('reads one published post with its body by slug', async () => {
    const slug = await insertPost('<p>The full body of one post.</p>')
    expect(await fetchPublishedPost(target(), slug)).toMatchObject({
      slug,
      title: `Title of ${slug}`,
      content: '<p>The full body of one post.</p>',
    })
    expect(await fetchPublishedPost(target(), 'no-such-post')).toBeNull()
  })

  it('reads the newest posts with their bodies, never a draft’s', async () => {
    const slug = await insertPost('<p>Newest body.</p>')
    const draft = `draft-${randomUUID().slice(0, 8)}`
    const { error } = await stack.service
      .from('blog_posts')
      .insert({ title: 'Draft', slug: draft, content: '<p>Draft body.</p>', published: false })
    expect(error).toBeNull()
    const direct = await asVisitor('rpc/published_post_bodies', {
      method: 'POST',
      body: JSON.stringify({ p_slugs: [slug, draft] }),
    })
    expect(direct.status).toBe(200)
    expect(await direct.json()).toEqual({ [slug]: '<p>Newest body.</p>' })
    const pages = await fetchPublishedPostPages(target(), 3)
    expect(pages[0]).toMatchObject({ slug, content: '<p>Newest body.</p>' })
    expect(pages.every((page) => page.content.length > 0)).toBe(true)
  })
})
