// /sitemap.xml and /rss.xml, built from the database on every request.
import { postPath, postPublishedAt, type PostCard, type PostPage } from '../blog-post.ts'
import { absoluteUrl, blogDescription, postDescription, type BlogSite } from './post-meta.ts'
import { safeImageUrl } from './featured-image.ts'
import { escapeHtml } from '../html-text.ts'
import { escapeXml } from './text.ts'

/**
 * The sitemap protocol's limits are 50,000 URLs and 50 MB per file. A URL entry here is at most
 * ~350 bytes (slugs are at most 200 characters), so 50,000 entries stay under 18 MB: the URL
 * count is the limit that binds.
 */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapPost = Pick<PostCard, 'slug' | 'updated_at'>

export function renderSitemap(site: BlogSite, routes: string[], posts: SitemapPost[]): string {
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => url(absoluteUrl(site, route === '/' ? '/' : route))),
    ...posts.map((post) => url(absoluteUrl(site, postPath(post.slug)), post.updated_at)),
    '</urlset>',
    '',
  ].join('\n')
}

/** A sitemap index: `/sitemap.xml?part=1` (the site's pages), then one part per 50,000 posts. */
export function renderSitemapIndex(site: BlogSite, parts: number): string {
  const part = (n: number) =>
    `  <sitemap><loc>${escapeXml(absoluteUrl(site, `/sitemap.xml?part=${n}`))}</loc></sitemap>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: parts }, (_, i) => part(i + 1)),
    '</sitemapindex>',
    '',
  ].join('\n')
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

function imageType(url: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? ''
  return IMAGE_TYPES[extension] ?? 'image/jpeg'
}

export function renderRss(site: BlogSite, posts: PostPage[], now: Date = new Date()): string {
  const items = posts.map((post) => {
    const link = escapeXml(absoluteUrl(site, postPath(post.slug)))
    const src = safeImageUrl(post.featured_image)
    const image = src ? escapeXml(absoluteUrl(site, src)) : null
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(postPublishedAt(post)).toUTCString()}</pubDate>`,
      // RSS 2.0 readers treat a description as HTML: the plain text is HTML-escaped first, so
      // markup in a post's text (entities the XML parse decodes) is shown, never run.
      `      <description>${escapeXml(escapeHtml(postDescription(post)))}</description>`,
      ...(image
        ? [
            `      <enclosure url="${image}" type="${imageType(image)}" length="0"/>`,
            `      <media:content url="${image}" medium="image"/>`,
          ]
        : []),
      '    </item>',
    ].join('\n')
  })
  const latest = posts[0]?.updated_at
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.brand} Blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(site, '/blog'))}</link>`,
    `    <description>${escapeXml(blogDescription(site.brand))}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(absoluteUrl(site, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    `    <lastBuildDate>${(latest ? new Date(latest) : now).toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
