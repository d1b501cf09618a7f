import { randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveBuiltBlogSite } from '@tests/built-blog-site.ts'
import { useTestStack } from '@local-stack/tests/support/test-stack.ts'

// The public read path against the real stack: row-level security for anon, and the
// public-blog edge function (real Deno host) rendering posts, the sitemap and the feed from
// the database on every request. A small server stands in for the built site's files.
let site: Server
let siteOrigin: string

beforeAll(async () => {
  ;({ server: site, origin: siteOrigin } = await serveBuiltBlogSite())
})
// The function path serves post pages only on a project with a custom domain.
const stack = useTestStack({ customDomain: true })

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve))
})

/** A request as the dev and preview servers proxy it (anon key; they name their own origin). */
const fromFunction = (path: string) =>
  fetch(`${stack.url}/functions/v1/public-blog${path}`, {
    headers: { Authorization: `Bearer ${stack.anonKey}`, 'x-site-origin': siteOrigin },
  })

async function insertPost(published: boolean) {
  const slug = `post-${randomUUID().slice(0, 8)}`
  const { error } = await stack.service.from('blog_posts').insert({
    title: `Title of ${slug}`,
    slug,
    content: '<p>Body text of the post.</p><img src=x onerror=alert(1)>',
    meta_description: `Description of ${slug}`,
    featured_image: `/images/${slug}.png`,
    featured_image_alt: 'A cover',
    published,
  })
  if (error) throw error
  return slug
}

// As an admin publishes in the portal (the service role may not update posts).
const setPublished = async (slug: string, published: boolean) => {
  await stack.sql('update public.blog_posts set published = $1 where slug = $2', [published, slug])
}

describe('anon reads of blog_posts', () => {
  it('sees published posts only, in the list and by slug', async () => {
    const published = await insertPost(true)
    const draft = await insertPost(false)
    const { data: list } = await stack.anon.from('blog_posts').select('slug')
    const slugs = (list ?? []).map((row: { slug: string }) => row.slug)
    expect(slugs).toContain(published)
    expect(slugs).not.toContain(draft)
    const bySlug = await stack.anon
      .from('blog_posts')
      .select('slug')
      .eq('slug', draft)
      .maybeSingle()
    expect(bySlug.data).toBeNull()
  })
})

describe('public-blog function', () => {
  it('renders a post inserted after the build: 200 with its title, meta and sanitised content', async () => {
    const slug = await insertPost(true)
    const response = await fromFunction(`/posts/${slug}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain(`<title>Title of ${slug} | LeadSight - AI CRM Platform</title>`)
    expect(html).toContain(`<meta name="description" content="Description of ${slug}">`)
    expect(html).toContain(`<link rel="canonical" href="https://blog.example.com/blog/${slug}">`)
    expect(html).toContain(
      `<meta property="og:image" content="https://blog.example.com/images/${slug}.png">`,
    )
    expect(html).toContain('"@type":"Article"')
    expect(html).toContain('<p>Body text of the post.</p><img src="x" />')
    expect(html).toContain(`data-prerendered="/blog/${slug}"`)
  })

  it('answers 404 with noindex for a draft and for an unknown slug', async () => {
    for (const slug of [await insertPost(false), 'no-such-post']) {
      const response = await fromFunction(`/posts/${slug}`)
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
      expect(html).toContain('<h1>Post not found</h1>')
      expect(html).not.toContain('Body text of the post.')
    }
  })

  it('changes the sitemap and the feed at once when a post is published and unpublished', async () => {
    const slug = await insertPost(false)
    const url = `https://blog.example.com/blog/${slug}`
    const current = async () => ({
      sitemap: await (await fromFunction('/sitemap.xml')).text(),
      rss: await (await fromFunction('/rss.xml')).text(),
      page: (await fromFunction(`/posts/${slug}`)).status,
    })

    let now = await current()
    expect(now.sitemap).toContain('<loc>https://blog.example.com/blog</loc>')
    expect(now.sitemap).not.toContain(url)
    expect(now.rss).not.toContain(url)
    expect(now.page).toBe(404)

    await setPublished(slug, true)
    now = await current()
    expect(now.sitemap).toContain(`<loc>${url}</loc>`)
    expect(now.rss).toContain(`<guid isPermaLink="true">${url}</guid>`)
    expect(now.page).toBe(200)

    await setPublished(slug, false)
    now = await current()
    expect(now.sitemap).not.toContain(url)
    expect(now.rss).not.toContain(url)
    expect(now.page).toBe(404)
  })
})
