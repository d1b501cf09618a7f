// The blog's part of the build: the posts published at build time become real HTML files.
// Posts published later become files too when the deploy hook rebuilds the site (or its local
// stand-in, static-host-rebuild.ts, refills them from the post shell); with a custom domain the
// public-blog function can render them from the same shell and blog-site.json instead.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { BlogSite } from '../../supabase/functions/_shared/domain/blog-page/post-meta.ts'
import { renderPostPage } from '../../supabase/functions/_shared/domain/blog-page/post-page.ts'
import type { PostPage } from '../../supabase/functions/_shared/domain/blog-post.ts'
import {
  BLOG_PAGE_SIZE,
  countPublishedPosts,
  fetchPublishedPostPages,
  type PostCardPage,
} from '../../supabase/functions/_shared/domain/blog-rest.ts'
import type { PostCard } from '../../supabase/functions/_shared/domain/blog-post.ts'
import { supabaseEnvFor } from './build-env.ts'
import { z } from 'zod'
import { postPagesSchema, type PostPages } from './blog-proxy.ts'

/**
 * The backend the build's SPA talks to: the same settings, checked as the production build does
 * (read on first use: the rebuild stand-in imports this module without them).
 */
let api: { url: string; publishableKey: string } | undefined
export function buildApi(): { url: string; publishableKey: string } {
  if (!api) {
    const { url, publishableKey } = supabaseEnvFor('production')
    api = { url, publishableKey }
  }
  return api
}

/**
 * BLOG_POST_PAGES: 'static' (default) builds every published post into dist/blog/<slug>/ and
 * rebuilds on the deploy hook; 'function' sends /blog/<slug> to public-blog, which only a
 * project with a custom domain may do (hosted rewrites its text/html to text/plain otherwise).
 */
export const postPages: PostPages = postPagesSchema.parse(process.env.BLOG_POST_PAGES ?? 'static')

/**
 * BLOG_PRERENDER_POSTS (default 300): the build writes a file for the newest this many posts and
 * the /blog list pages that show them. Older posts are served as posts published after a build
 * are (the SPA shell reads them; with BLOG_POST_PAGES=function, public-blog renders them), so the
 * build's time and size stay bounded however many posts there are. 300 is about three months of a
 * campaign writing three posts a day: the posts that are still shared and searched for.
 */
export const prerenderPostLimit = z.coerce
  .number()
  .int()
  .min(0)
  .max(5000)
  .parse(process.env.BLOG_PRERENDER_POSTS ?? 300)

/** What the build prerenders of the blog: the newest posts and how many are published. */
export type BlogAtBuild = { posts: PostPage[]; total: number }

/** The newest published posts now, or null (with a warning) when the database cannot be reached. */
export async function publishedPostsAtBuild(
  limit = prerenderPostLimit,
): Promise<BlogAtBuild | null> {
  const target = {
    ...buildApi(),
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(10_000) }),
  }
  try {
    const [posts, total] = await Promise.all([
      limit > 0 ? fetchPublishedPostPages(target, limit) : Promise.resolve([]),
      countPublishedPosts(target),
    ])
    return { posts, total }
  } catch (error) {
    console.warn(
      `blog: posts not prerendered (${buildApi().url} unreachable: ${String(error)}); ` +
        'the public-blog function and the client still serve them',
    )
    return null
  }
}

// A list page embeds its cards, never the posts' content.
const toCard = ({ seo_title: _title, content: _content, ...card }: PostPage): PostCard => card

/**
 * The /blog pages whose every card is a prerendered post (page 1 also when the blog is empty).
 * None when BLOG_PRERENDER_POSTS is below a page of a larger blog: a short or empty first page
 * would show 'No posts yet' or too few cards; /blog then reads its list in the browser.
 */
export function listPagesAtBuild({ posts, total }: BlogAtBuild): PostCardPage[] {
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))
  // Every page when all posts were read, else the full pages of the newest posts.
  const built = posts.length >= total ? pages : Math.floor(posts.length / BLOG_PAGE_SIZE)
  return Array.from({ length: Math.min(pages, built) }, (_, i) => ({
    page: i + 1,
    pages,
    total,
    posts: posts.slice(i * BLOG_PAGE_SIZE, (i + 1) * BLOG_PAGE_SIZE).map(toCard),
  }))
}

export function writeBlogFiles(options: {
  dist: string
  shell: string
  missingShell: string
  site: BlogSite
  posts: PostPage[]
  routes: string[]
}) {
  const { dist, shell, missingShell, site, posts, routes } = options
  writeFileSync(join(dist, 'blog-post-shell.html'), shell)
  writeFileSync(join(dist, 'blog-missing-shell.html'), missingShell)
  // The renderer reads the site facts and the indexable routes; the preview server reads api.
  writeFileSync(
    join(dist, 'blog-site.json'),
    JSON.stringify({ ...site, routes, api: buildApi(), postPages }),
  )
  // robots.txt names the sitemap, with the site's configured origin.
  const robots = join(dist, 'robots.txt')
  const rules = existsSync(robots)
    ? readFileSync(robots, 'utf8').trimEnd()
    : 'User-agent: *\nAllow: /'
  writeFileSync(robots, `${rules}\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)
  writePostPages(dist, shell, site, posts)
  console.log(`prerendered ${posts.length} blog posts into dist/blog/`)
}

/** dist/blog/<slug>/index.html for each post; the rebuild stand-in (static-host.ts) reuses it. */
export function writePostPages(dist: string, shell: string, site: BlogSite, posts: PostPage[]) {
  for (const post of posts) {
    const file = join(dist, 'blog', post.slug, 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    // Written whole, then renamed: a server reading the file meanwhile never sees half a page.
    writeFileSync(`${file}.tmp`, renderPostPage(shell, post, site))
    renameSync(`${file}.tmp`, file)
  }
}
