// One description of what a static host must do for this site, from the route table and the
// redirect list; netlify.ts, vercel.ts and nginx.ts turn it into each host's config.
import type { PostPages } from '../blog-proxy.ts'
import { securityHeaders, type Header } from './security-headers.ts'

export const SPA_SHELL = '/spa-shell.html'
/**
 * What every host answers, with status 404, for an address that is neither a file, a prerendered
 * route, a client-rendered route nor a redirect: the SPA shell's copy, whose app shows the
 * not-found screen (or follows the SPA's redirects for unknown addresses). A 200 there would be
 * a soft 404, which search engines report and index
 * (https://developers.google.com/search/docs/crawling-indexing/http-network-errors#soft-404-errors).
 */
export const NOT_FOUND_PAGE = '/404.html'
/** dist/ file listing the app's client routes, which `vite preview` reads (fallbackFor). */
export const CLIENT_ROUTES_FILE = 'client-routes.json'
/**
 * Every /blog/page/<n> past the prerendered ones: the list page with its heading, whose island
 * reads page n in the browser (scripts/prerender.ts).
 */
export const BLOG_LIST_SHELL = '/blog-list-shell.html'
export const BLOG_LIST_PAGES = '/blog/page/'
/**
 * Every /blog/<slug> without a file (a post past the prerendered ones, published since the
 * build, or unknown), unless public-blog renders posts: the post page, whose island reads the
 * post in the browser ('Post not found' when there is none).
 */
export const BLOG_POST_CLIENT_SHELL = '/blog-post-client-shell.html'
/**
 * /p/<token>: a draft's preview link, rendered in the browser from the SPA shell (the page reads
 * the post by its token and is noindex). A parameter route, so not among the exact clientRoutes.
 */
export const PREVIEW_PAGE = /^\/p\/[^/]+\/?$/

/**
 * The shell a static host serves for a page path without a file of its own (`vite preview` and
 * the benches ask it too; the hosts' configs say the same in their own syntax): the blog's list
 * or post shell, else the SPA shell. With BLOG_POST_PAGES=function, posts go to public-blog
 * instead, which `vite preview` does not imitate.
 */
export function shellFor(path: string): string {
  if (path.startsWith(BLOG_LIST_PAGES)) return BLOG_LIST_SHELL
  return /^\/blog\/[^/]+\/?$/.test(path) ? BLOG_POST_CLIENT_SHELL : SPA_SHELL
}

/**
 * The file and status for a page path without a file of its own: a blog shell, the SPA shell for
 * a route the app renders in the browser (`clientRoutes`, exact paths), else the not-found page.
 */
export function fallbackFor(
  path: string,
  clientRoutes: readonly string[],
): { file: string; status: 200 | 404 } {
  const shell = shellFor(path)
  if (shell !== SPA_SHELL || PREVIEW_PAGE.test(path)) return { file: shell, status: 200 }
  const route = path.length > 1 ? path.replace(/\/$/, '') : path
  return clientRoutes.includes(route)
    ? { file: SPA_SHELL, status: 200 }
    : { file: NOT_FOUND_PAGE, status: 404 }
}

export type Redirect = { from: string; to: string }
/** A path the host proxies (status 200) to the public-blog function. */
export type FunctionRewrite = { from: string; to: string }

export type SiteRules = {
  /** Prerendered routes: `/route` is `dist/route/index.html`. */
  routes: readonly string[]
  /** Exact paths the app renders in the browser from the SPA shell (sign-in, admin portal). */
  clientRoutes: readonly string[]
  /** Permanent (301) redirects of exact paths. */
  redirects: readonly Redirect[]
  /** Exact paths served by the function: the sitemap and the feed. */
  functionFiles: readonly FunctionRewrite[]
  /** `/blog/<slug>` → public-blog's `posts/<slug>` (BLOG_POST_PAGES=function), else null. */
  postFunctionBase: string | null
  /** The Supabase project origin (for proxying and for nginx's upstream). */
  supabaseOrigin: string
  headers: readonly Header[]
  /**
   * What a page path without a file gets, as shellFor says: a list page past the prerendered
   * ones (under blogListPages) the list shell, a post the client shell (unless
   * postFunctionBase), any other path the SPA shell.
   */
  shells: { blogListPages: string; blogList: string; blogPost: string; spa: string }
}

export function siteRules(options: {
  routes: readonly string[]
  clientRoutes: readonly string[]
  redirects: readonly Redirect[]
  supabaseUrl: string
  postPages: PostPages
  csp: string
}): SiteRules {
  const supabaseOrigin = new URL(options.supabaseUrl).origin
  const fn = `${supabaseOrigin}/functions/v1/public-blog`
  return {
    routes: options.routes,
    clientRoutes: options.clientRoutes,
    redirects: options.redirects,
    functionFiles: [
      { from: '/sitemap.xml', to: `${fn}/sitemap.xml` },
      { from: '/rss.xml', to: `${fn}/rss.xml` },
    ],
    postFunctionBase: options.postPages === 'function' ? `${fn}/posts` : null,
    supabaseOrigin,
    headers: securityHeaders(options.csp),
    shells: {
      blogListPages: BLOG_LIST_PAGES,
      blogList: BLOG_LIST_SHELL,
      blogPost: BLOG_POST_CLIENT_SHELL,
      spa: SPA_SHELL,
    },
  }
}
