// The blog's part of the build: the posts published at build time become real HTML files,
// and the post shell plus blog-site.json let the public-blog edge function render any post
// published later the same way.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { BlogSite } from '../../supabase/functions/_shared/blog-page/post-meta.ts'
import { renderPostPage } from '../../supabase/functions/_shared/blog-page/post-page.ts'
import type { PostPage } from '../../supabase/functions/_shared/blog-post.ts'
import { fetchPublishedPostPages } from '../../supabase/functions/_shared/blog-rest.ts'
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../../supabase/functions/_shared/local-api.ts'

/** The backend the build's SPA talks to (the same VITE_ variables, the same local defaults). */
export const buildApi = {
  url: (process.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL).replace(/\/$/, ''),
  anonKey: process.env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY,
}

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
  writeFileSync(join(dist, 'blog-site.json'), JSON.stringify({ ...site, routes, api: buildApi }))
  // robots.txt names the sitemap, with the site's configured origin.
  const robots = join(dist, 'robots.txt')
  const rules = existsSync(robots)
    ? readFileSync(robots, 'utf8').trimEnd()
    : 'User-agent: *\nAllow: /'
  writeFileSync(robots, `${rules}\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`)
  for (const post of posts) {
    const file = join(dist, 'blog', post.slug, 'index.html')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, renderPostPage(shell, post, site))
  }
  console.log(`prerendered ${posts.length} blog posts into dist/blog/`)
}

/**
 * Netlify-style rewrites to the public-blog function, listed before the SPA fallback. The post
 * rule is not forced (`200`, not `200!`): files under /blog (images, prerendered posts) win,
 * and every post published after the build goes to the function.
 */
export function blogRedirects(): string {
  const fn = `${buildApi.url}/functions/v1/public-blog`
  return [
    '/blog  /blog/index.html  200',
    `/sitemap.xml  ${fn}/sitemap.xml  200!`,
    `/rss.xml  ${fn}/rss.xml  200!`,
    `/blog/*  ${fn}/posts/:splat  200`,
    '',
  ].join('\n')
}
