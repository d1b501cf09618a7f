import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from '@/app/app'
import { prerenderPaths, routeTable } from '@/app/route-table'
import { blogSite } from '@/features/blog/lib/blog-site'
import { BlogPrerenderContext, type BlogPrerender } from '@/features/blog/lib/prerender-context'

export { blogSite }

export { prerenderPaths }
export { clientPaths, islandPaths } from '@/app/route-table'
export { pathRedirects } from '@/features/site/lib/redirect-rule'

export function pageSourceFor(path: string) {
  return routeTable.find((r) => r.path === path)?.page.source
}

function prerender(url: string, blog: BlogPrerender) {
  return prerenderToNodeStream(
    <StrictMode>
      <BlogPrerenderContext value={blog}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </BlogPrerenderContext>
    </StrictMode>,
    // React outlines large boundaries into hidden segments shown by an inline script;
    // crawlers that run no JavaScript must get the content inline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
}

/**
 * Renders a route to HTML, waiting for its lazy page. Head tags come first in the stream.
 * `blog` gives the blog pages their build-time data (see BlogPrerenderContext).
 */
export async function render(url: string, blog: BlogPrerender = {}): Promise<string> {
  const { prelude } = await prerender(url, blog)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}
