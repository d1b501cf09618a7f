// LOCAL STAND-IN for the static host's deploy hook. On Netlify, Vercel or a CI job behind
// nginx, the hook (SITE_DEPLOY_HOOK_URL, called by the site-rebuild cron job) starts a full
// `npm run build`, which prerenders every published post. Here, the hook regenerates only what
// a build changes when posts change: dist/blog/<slug>/index.html for the newest published posts (from
// the build's post shell), and no page for a post that is no longer published. The /blog list
// keeps its build-time HTML: the browser re-reads the list on load.
import { createServer } from 'node:http'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { blogSiteSchema } from '../../supabase/functions/public-blog/site-bundle.ts'
import { fetchPublishedPostPages } from '../../supabase/functions/_shared/domain/blog-rest.ts'
import { readBuildApi } from './blog-proxy.ts'
import { prerenderPostLimit, writePostPages } from './prerender-blog.ts'

export const DEPLOY_HOOK_PATH = '/deploy-hook'

/** Rewrites the post pages of dist/ from the database the build points at; returns the slugs. */
export async function rebuildPostPages(
  dist: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const siteJson = join(dist, 'blog-site.json')
  const build = readBuildApi(siteJson)
  if (!build) throw new Error(`${siteJson} is missing: run npm run build first`)
  const site = blogSiteSchema
    .omit({ routes: true })
    .parse(JSON.parse(readFileSync(siteJson, 'utf8')))
  const shell = readFileSync(join(dist, 'blog-post-shell.html'), 'utf8')
  // As a build does: the newest BLOG_PRERENDER_POSTS posts are files, older ones are not.
  const posts = await fetchPublishedPostPages(
    { ...build.api, fetch: fetchImpl },
    prerenderPostLimit,
  )
  writePostPages(dist, shell, site, posts)
  const published = new Set(posts.map((post) => post.slug))
  const blogDir = join(dist, 'blog')
  for (const entry of readdirSync(blogDir, { withFileTypes: true })) {
    const page = join(blogDir, entry.name, 'index.html')
    if (entry.isDirectory() && !published.has(entry.name) && existsSync(page)) {
      rmSync(join(blogDir, entry.name), { recursive: true, force: true })
    }
  }
  return [...published]
}

/**
 * Answers POST /deploy-hook with 202 and rebuilds; hooks that arrive during a rebuild are
 * folded into one more, as a host queues builds.
 */
export async function startDeployHookReceiver(options: {
  dist: string
  port?: number
  onRebuilt?: (slugs: string[]) => void
}) {
  let running: Promise<void> | null = null
  let again = false
  const rebuild = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = rebuildPostPages(options.dist)
      .then((slugs) => options.onRebuilt?.(slugs))
      .catch((error: unknown) => console.error('[static-host] rebuild failed:', error))
      .finally(() => {
        running = null
        if (again) {
          again = false
          void rebuild()
        }
      })
    return running
  }
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== DEPLOY_HOOK_PATH) {
      res.writeHead(404).end()
      return
    }
    req.resume()
    void rebuild()
    res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"queued":true}')
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}${DEPLOY_HOOK_PATH}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
