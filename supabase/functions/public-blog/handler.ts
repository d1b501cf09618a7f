import {
  countPublishedPosts,
  fetchPublishedPost,
  fetchPublishedPostPages,
  fetchSitemapEntries,
  type RestTarget,
} from '../_shared/domain/blog-rest.ts'
import { renderMissingPostPage, renderPostPage } from '../_shared/domain/blog-page/post-page.ts'
import {
  renderRss,
  renderSitemap,
  renderSitemapIndex,
  SITEMAP_MAX_URLS,
} from '../_shared/domain/blog-page/feeds.ts'
import { isSlug } from '../_shared/domain/slugify.ts'
import { jsonError } from '../_shared/http.ts'
import type { SiteBundle } from './site-bundle.ts'
import { serverError } from '../_shared/server-error.ts'

export type Deps = {
  rest: RestTarget
  /** The public site's origin (SITE_URL), where the build's shells are fetched from. */
  siteUrl: string | undefined
  /** True when the functions run on the local stack: the dev and preview servers then name their own origin. */
  isLocalStack: boolean
  loadBundle: (origin: string) => Promise<SiteBundle>
}

const FEED_LIMIT = 50
const NO_CACHE = { 'Cache-Control': 'no-cache' }

const isLoopback = (origin: string) => {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname)
  } catch {
    return false
  }
}

/** SITE_URL; on the local stack the dev or preview server that proxied the request comes first. */
function siteOrigin(req: Request, deps: Deps): string | null {
  const local = req.headers.get('x-site-origin')
  if (deps.isLocalStack && local && isLoopback(local)) return local.replace(/\/$/, '')
  return deps.siteUrl ? deps.siteUrl.replace(/\/$/, '') : null
}

function respond(req: Request, body: string, status: number, contentType: string): Response {
  return new Response(req.method === 'HEAD' ? null : body, {
    status,
    headers: { 'Content-Type': contentType, ...NO_CACHE },
  })
}

const HTML = 'text/html; charset=utf-8'

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Public, crawler-readable blog: `/public-blog/posts/<slug>` (the post page as HTML),
 * `/public-blog/sitemap.xml` and `/public-blog/rss.xml`, read from the database per request.
 */
export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return jsonError('Method not allowed', 405)
    const origin = siteOrigin(req, deps)
    if (!origin)
      return jsonError(
        'SITE_URL is not configured: set it to the public site origin (supabase secrets set SITE_URL=https://your-site)',
        500,
      )
    const route = new URL(req.url).pathname.split('/').filter(Boolean).slice(1)
    let bundle: SiteBundle
    try {
      bundle = await deps.loadBundle(origin)
    } catch (error) {
      return serverError('public-blog', `loading the built site from ${origin} failed`, error, {
        text: 'The blog is unavailable right now. Please try again later.',
        status: 503,
      })
    }
    try {
      return await serveRoute(req, route, bundle, deps)
    } catch (error) {
      // The database did not answer: the page still loads, and the client shows the error.
      if (route[0] === 'posts') {
        console.error('public-blog: reading the post failed', error)
        return respond(req, bundle.spaShell, 502, HTML)
      }
      return serverError('public-blog', 'reading the posts failed', error, {
        text: 'Failed to load blog posts',
        status: 502,
      })
    }
  }

/**
 * /sitemap.xml: one file while the pages and posts fit the protocol's 50,000 URLs, else a sitemap
 * index of `?part=1` (the site's pages) and `?part=2...` (50,000 posts each, oldest first, so a
 * new post changes only the last part). Posts are read 1,000 a time (hosted max_rows).
 */
async function sitemap(part: string | null, bundle: SiteBundle, rest: RestTarget) {
  const { site, routes } = bundle
  if (part === null) {
    const total = await countPublishedPosts(rest)
    if (routes.length + total <= SITEMAP_MAX_URLS)
      return renderSitemap(
        site,
        routes,
        await fetchSitemapEntries(rest, 0, SITEMAP_MAX_URLS - routes.length),
      )
    return renderSitemapIndex(site, 1 + Math.ceil(total / SITEMAP_MAX_URLS))
  }
  if (part === '1') return renderSitemap(site, routes, [])
  const index = /^[1-9]\d{0,5}$/.test(part) ? Number(part) - 2 : -1
  if (index < 0) return null
  const posts = await fetchSitemapEntries(rest, index * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)
  return posts.length === 0 ? null : renderSitemap(site, [], posts)
}

async function serveRoute(req: Request, route: string[], bundle: SiteBundle, deps: Deps) {
  if (route[0] === 'sitemap.xml' && route.length === 1) {
    const xml = await sitemap(new URL(req.url).searchParams.get('part'), bundle, deps.rest)
    if (xml === null) return jsonError('Not found', 404)
    return respond(req, xml, 200, 'application/xml; charset=utf-8')
  }
  if (route[0] === 'rss.xml' && route.length === 1) {
    const posts = await fetchPublishedPostPages(deps.rest, FEED_LIMIT)
    return respond(req, renderRss(bundle.site, posts), 200, 'application/rss+xml; charset=utf-8')
  }
  if (route[0] === 'posts' && route.length === 2) {
    const slug = safeDecode(route[1] ?? '')
    const post = isSlug(slug) ? await fetchPublishedPost(deps.rest, slug) : null
    if (!post) return respond(req, renderMissingPostPage(bundle.missingShell, slug), 404, HTML)
    return respond(req, renderPostPage(bundle.postShell, post, bundle.site), 200, HTML)
  }
  return jsonError('Not found', 404)
}
