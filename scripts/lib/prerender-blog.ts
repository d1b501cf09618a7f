// The blog's part of the build: the posts published at build time become real HTML files.
// Posts published later become files too when the deploy hook rebuilds the site (or its local
// stand-in, static-host-rebuild.ts, refills them from the post shell); with a custom domain the
// public-blog function can render them from the same shell and blog-site.json instead.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { BlogSite } from '../../supabase/functions/_shared/domain/blog-page/post-meta.ts'
import { renderPostPage } from '../../supabase/functions/_shared/domain/blog-page/post-page.ts'
import type { PostPage } from '../../supabase/functions/_shared/domain/blog-post.ts'
import { fetchPublishedPostPages } from '../../supabase/functions/_shared/domain/blog-rest.ts'
import { browserKey, LOCAL_SUPABASE_URL } from '../../src/config/local-api.ts'
import { postPagesSchema, type PostPages } from './blog-proxy.ts'

/** The backend the build's SPA talks to (the same VITE_ variables, the same local defaults). */
export const buildApi = {
  url: (process.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL).replace(/\/$/, ''),
  anonKey: browserKey(process.env),
}

/**
 * BLOG_POST_PAGES: 'static' (default) builds every published post into dist/blog/<slug>/ and
 * rebuilds on the deploy hook; 'function' sends /blog/<slug> to public-blog, which only a
 * project with a custom domain may do (hosted rewrites its text/html to text/plain otherwise).
 */
export const postPages: PostPages = postPagesSchema.parse(process.env.BLOG_POST_PAGES ?? 'static')

/** Published posts now, or null (with a warning) when the database cannot be reached. */
export async function publishedPostsAtBuild(): Promise<PostPage[] | null> {
  try {
    return await fetchPublishedPostPages({
      ...buildApi,
      fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(10_000) }),
    })
  } catch (error) {
    console.warn(
      `blog: posts not prerendered (${buildApi.url} unreachable: ${String(error)}); ` +
        'the public-blog function and the client still serve them',
    )
    return null
  }
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
    JSON.stringify({ ...site, routes, api: buildApi, postPages }),
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
