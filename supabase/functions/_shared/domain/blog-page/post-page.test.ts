import { describe, expect, it } from 'vitest'
import type { PostPage } from '../blog-post.ts'
import { renderRss, renderSitemap } from './feeds.ts'
import type { BlogSite } from './post-meta.ts'
import { renderMissingPostPage, renderPostPage } from './post-page.ts'
import { SHELL_PATH, SLOTS } from './slots.ts'

const site: BlogSite = {
  siteUrl: 'https://www.example.com',
  brand: 'LeadSight',
  organization: { '@type': 'Organization', name: 'LeadSight' },
}

const shell = `<!doctype html><html><head>${SLOTS.head}</head><body><div id="root" data-prerendered="${SHELL_PATH}"><script type="application/ld+json">${SLOTS.jsonLd}</script><article>${SLOTS.article}</article><script type="application/json" id="blog-post-data">${SLOTS.data}</script></div></body></html>`

const post: PostPage = {
  id: '1',
  title: 'Tom & Jerry\'s "Guide" <script>alert(1)</script>',
  slug: 'tom-and-jerry',
  meta_description: null,
  seo_title: null,
  featured_image: 'javascript:alert(1)',
  featured_image_alt: null,
  reading_time: 3,
  created_at: '2025-05-10T12:00:00+00:00',
  published_at: '2025-05-10T12:00:00+00:00',
  updated_at: '2025-05-11T12:00:00+00:00',
  content: `<p>Hello <b>world</b> ${SLOTS.data} </script><img src=x onerror=alert(1)></p>`,
}

describe('renderPostPage', () => {
  const html = renderPostPage(shell, post, site)
  // The page's own data (the raw post, as inert JSON) aside, the markup a browser runs.
  const markup = html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')

  it('fills every slot and marks the page as rendered for the post path', () => {
    for (const slot of [SLOTS.head, SLOTS.jsonLd, SLOTS.article]) expect(html).not.toContain(slot)
    expect(html).toContain('data-prerendered="/blog/tom-and-jerry"')
    expect(html).toContain(
      '<title>Tom &amp; Jerry&#39;s &quot;Guide&quot; &lt;script&gt;alert(1)&lt;/script&gt; | LeadSight - AI CRM Platform</title>',
    )
    expect(html).toContain(
      '<link rel="canonical" href="https://www.example.com/blog/tom-and-jerry">',
    )
    expect(html).toContain('<time datetime="2025-05-10T12:00:00+00:00">May 10, 2025</time>')
    expect(html).toContain('<span>3 min read</span>')
  })

  it('describes the post by its content when it has no meta description', () => {
    expect(html).toContain('<meta name="description" content="Hello world')
  })

  it('never lets post text close a script or run', () => {
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(markup).not.toContain('onerror')
    const scripts = html.match(/<script[\s\S]*?<\/script>/g) ?? []
    expect(scripts).toHaveLength(2)
    const data: unknown = JSON.parse(scripts[1]?.replace(/^<script[^>]*>|<\/script>$/g, '') ?? '')
    expect(data).toMatchObject({ slug: 'tom-and-jerry', title: post.title })
  })

  it('uses the default share image instead of an unsafe featured image', () => {
    expect(html).toContain(
      '<meta property="og:image" content="https://www.example.com/og-image.png">',
    )
    expect(markup).not.toContain('javascript:')
  })

  it('names the post in Article JSON-LD', () => {
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(ld)).toEqual([
      site.organization,
      expect.objectContaining({
        '@type': 'Article',
        headline: post.title,
        datePublished: post.created_at,
        dateModified: post.updated_at,
        author: expect.objectContaining({ '@type': 'Organization', name: 'LeadSight' }),
      }),
    ])
  })
})

describe('renderMissingPostPage', () => {
  const missingShell = `<html><head><meta name="robots" content="noindex, nofollow"><link rel="canonical" href="https://www.example.com${SHELL_PATH}"></head><body><div id="root" data-prerendered="${SHELL_PATH}"><h1>Post not found</h1><script type="application/json" id="blog-post-data">${SLOTS.data}</script></div></body></html>`

  it('puts the requested path and "no post for this slug" into the not-found shell', () => {
    const html = renderMissingPostPage(missingShell, 'gone-post')
    expect(html).toContain('data-prerendered="/blog/gone-post"')
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/gone-post">')
    expect(html).toContain(
      '<script type="application/json" id="blog-post-data">{"missing":"gone-post"}</script>',
    )
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
  })

  it('escapes a path that is not a slug', () => {
    const html = renderMissingPostPage(missingShell, '"><script>alert(1)</script>')
    expect(html).not.toContain('<script>alert(1)')
  })
})

describe('feeds', () => {
  it('lists routes and posts with their last change in the sitemap', () => {
    const xml = renderSitemap(site, ['/', '/blog'], [post])
    expect(xml).toContain('<loc>https://www.example.com/</loc>')
    expect(xml).toContain('<loc>https://www.example.com/blog</loc>')
    expect(xml).toContain(
      '<url><loc>https://www.example.com/blog/tom-and-jerry</loc><lastmod>2025-05-11T12:00:00+00:00</lastmod></url>',
    )
  })

  it('writes RSS 2.0 items with escaped text, dates and the featured image', () => {
    const xml = renderRss(site, [
      { ...post, featured_image: '/blog/cover.png', meta_description: 'A & B' },
    ])
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain(
      '<title>Tom &amp; Jerry&#39;s &quot;Guide&quot; &lt;script&gt;alert(1)&lt;/script&gt;</title>',
    )
    expect(xml).toContain(
      '<guid isPermaLink="true">https://www.example.com/blog/tom-and-jerry</guid>',
    )
    expect(xml).toContain('<pubDate>Sat, 10 May 2025 12:00:00 GMT</pubDate>')
    // The text is HTML-escaped, then XML-escaped: a reader shows 'A & B'.
    expect(xml).toContain('<description>A &amp;amp; B</description>')
    expect(xml).toContain(
      '<enclosure url="https://www.example.com/blog/cover.png" type="image/png" length="0"/>',
    )
  })
})
