import { describe, expect, it } from 'vitest'
import { SHELL_PATH, SLOTS } from '../_shared/domain/blog-page/slots.ts'
import type { PostPage } from '../_shared/domain/blog-post.ts'
import { createHandler, type Deps } from './handler.ts'
import type { SiteBundle } from './site-bundle.ts'

const post: PostPage = {
  id: '1',
  title: 'Hello',
  slug: 'hello',
  meta_description: 'Says hello',
  seo_title: 'Hello, SEO',
  featured_image: null,
  featured_image_alt: null,
  reading_time: null,
  created_at: '2025-05-10T12:00:00Z',
  published_at: '2025-05-10T12:00:00Z',
  updated_at: '2025-05-10T12:00:00Z',
  content: '<p>Hi</p>',
}

const bundle: SiteBundle = {
  postShell: `<html><head>${SLOTS.head}</head><body><div id="root" data-prerendered="${SHELL_PATH}">${SLOTS.article}</div></body></html>`,
  missingShell: `<html><head><meta name="robots" content="noindex, nofollow"></head><body><div id="root" data-prerendered="${SHELL_PATH}"><h1>Post not found</h1>${SLOTS.data}</div></body></html>`,
  spaShell: '<html><head></head><body><div id="root"></div></body></html>',
  site: { siteUrl: 'https://www.example.com', brand: 'LeadSight', organization: {} },
  routes: ['/'],
}

/**
 * PostgREST as the fakes see it: rows (without their body) for published=eq.true queries, by
 * slug when asked, and the bodies by slug from rpc/published_post_bodies.
 */
function restFetch(rows: PostPage[], status = 200): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input))
    if (url.pathname.endsWith('/rpc/published_post_bodies')) {
      const { p_slugs: slugs }: { p_slugs: string[] } = JSON.parse(String(init?.body))
      const bodies = Object.fromEntries(
        rows.filter((row) => slugs.includes(row.slug)).map((row) => [row.slug, row.content]),
      )
      return new Response(JSON.stringify(bodies), { status })
    }
    const slug = url.searchParams.get('slug')?.replace(/^eq\./, '')
    const matching = slug ? rows.filter((row) => row.slug === slug) : rows
    const body = matching.map(({ content: _content, ...meta }) => meta)
    return new Response(JSON.stringify(body), { status })
  }
}

function handler(overrides: Partial<Deps> = {}) {
  const loaded: string[] = []
  const deps: Deps = {
    rest: { url: 'http://127.0.0.1:54321', publishableKey: 'anon', fetch: restFetch([post]) },
    siteUrl: 'https://www.example.com',
    isLocalStack: false,
    loadBundle: async (origin) => {
      loaded.push(origin)
      return bundle
    },
    ...overrides,
  }
  return { handle: createHandler(deps), loaded }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://functions.local/public-blog${path}`, { headers })

describe('public-blog handler', () => {
  it('renders a published post as HTML with its head', async () => {
    const response = await handler().handle(get('/posts/hello'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<title>Hello, SEO | LeadSight - AI CRM Platform</title>')
    expect(html).toContain('<meta name="description" content="Says hello">')
    expect(html).toContain('data-prerendered="/blog/hello"')
  })

  it('answers 404 with the noindex shell for an unknown slug or a malformed one', async () => {
    const cases = [
      { path: '/posts/nope', slug: 'nope' },
      { path: '/posts/Bad%20Slug', slug: 'Bad Slug' },
      { path: '/posts/%E0%A4%A', slug: '%E0%A4%A' },
    ]
    for (const { path, slug } of cases) {
      const response = await handler().handle(get(path))
      expect(response.status).toBe(404)
      const html = await response.text()
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
      expect(html).toContain('<h1>Post not found</h1>')
      expect(html).toContain(`{"missing":"${slug}"}`)
    }
  })

  it('serves the sitemap and the feed', async () => {
    const sitemap = await handler().handle(get('/sitemap.xml'))
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain('<loc>https://www.example.com/blog/hello</loc>')
    const rss = await handler().handle(get('/rss.xml'))
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(await rss.text()).toContain('<title>Hello</title>')
  })

  it('turns the sitemap into an index of 50,000-URL parts past the protocol limit', async () => {
    const requests: URL[] = []
    // 120,000 published posts: PostgREST counts them, and answers any page with one post.
    const rest = {
      url: 'http://127.0.0.1:54321',
      publishableKey: 'anon',
      fetch: async (input: RequestInfo | URL) => {
        const url = new URL(String(input))
        requests.push(url)
        return new Response(
          JSON.stringify([{ ...post, slug: `p-${url.searchParams.get('offset')}` }]),
          {
            headers: { 'Content-Range': '0-0/120000' },
          },
        )
      },
    }
    const index = await (await handler({ rest }).handle(get('/sitemap.xml'))).text()
    expect(index).toContain('<sitemapindex')
    expect(index.match(/<sitemap>/g)).toHaveLength(4)
    expect(index).toContain('<loc>https://www.example.com/sitemap.xml?part=4</loc>')

    const pages = await (await handler({ rest }).handle(get('/sitemap.xml?part=1'))).text()
    expect(pages).toContain('<loc>https://www.example.com/</loc>')
    expect(pages).not.toContain('/blog/')

    requests.length = 0
    const third = await (await handler({ rest }).handle(get('/sitemap.xml?part=3'))).text()
    // Part 3 is posts 50,000 to 99,999, first published first, read 1,000 a request at most.
    expect(third).toContain('<loc>https://www.example.com/blog/p-50000</loc>')
    expect(requests[0]?.searchParams.get('order')).toBe('published_at.asc,id.asc')
    expect(requests[0]?.searchParams.get('limit')).toBe('1000')

    const empty = handler({ rest: { ...rest, fetch: restFetch([]) } })
    expect((await empty.handle(get('/sitemap.xml?part=5'))).status).toBe(404)
    expect((await handler({ rest }).handle(get('/sitemap.xml?part=x'))).status).toBe(404)
  })

  it('fetches the built site from SITE_URL and ignores a caller-named origin', async () => {
    const { handle, loaded } = handler()
    await handle(get('/posts/hello', { 'x-site-origin': 'http://127.0.0.1:9' }))
    expect(loaded).toEqual(['https://www.example.com'])
  })

  it('on the local stack without SITE_URL, takes the dev server origin from the proxy', async () => {
    const { handle, loaded } = handler({ siteUrl: undefined, isLocalStack: true })
    await handle(get('/posts/hello', { 'x-site-origin': 'http://127.0.0.1:4173' }))
    expect(loaded).toEqual(['http://127.0.0.1:4173'])
    const remote = await handle(get('/posts/hello', { 'x-site-origin': 'https://evil.example' }))
    expect(remote.status).toBe(500)
  })

  it('says what to configure when SITE_URL is missing', async () => {
    const response = await handler({ siteUrl: undefined }).handle(get('/posts/hello'))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      error: expect.stringContaining('SITE_URL is not configured'),
    })
  })

  it('lets the page load when the database fails, and reports feed failures', async () => {
    const rest = {
      url: 'http://127.0.0.1:54321',
      publishableKey: 'anon',
      fetch: restFetch([], 500),
    }
    const page = await handler({ rest }).handle(get('/posts/hello'))
    expect(page.status).toBe(502)
    expect(await page.text()).toBe(bundle.spaShell)
    const feed = await handler({ rest }).handle(get('/rss.xml'))
    expect(feed.status).toBe(502)
    // The database's own error stays in the log; the caller gets an id to quote.
    expect(await feed.json()).toEqual({
      error: 'Failed to load blog posts',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it('answers 503 when the built site cannot be loaded, and 405 to writes', async () => {
    const failing = handler({ loadBundle: () => Promise.reject(new Error('down')) })
    expect((await failing.handle(get('/posts/hello'))).status).toBe(503)
    const post = new Request('http://functions.local/public-blog/rss.xml', { method: 'POST' })
    expect((await handler().handle(post)).status).toBe(405)
  })
})
