import { createServer, type Server } from 'node:http'
import { SHELL_PATH, SLOTS } from '../../supabase/functions/_shared/domain/blog-page/slots.ts'

/** The built site's files public-blog fetches (its shells and blog-site.json), minimal. */
export const builtBlogSite: Record<string, string> = {
  '/blog-post-shell.html': `<!doctype html><html><head>${SLOTS.head}</head><body><div id="root" data-prerendered="${SHELL_PATH}"><script type="application/ld+json">${SLOTS.jsonLd}</script><article>${SLOTS.article}</article><script type="application/json" id="blog-post-data">${SLOTS.data}</script></div></body></html>`,
  '/blog-missing-shell.html': `<!doctype html><html><head><meta name="robots" content="noindex, nofollow"></head><body><div id="root" data-prerendered="${SHELL_PATH}"><h1>Post not found</h1><script type="application/json" id="blog-post-data">${SLOTS.data}</script></div></body></html>`,
  '/spa-shell.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  '/blog-site.json': JSON.stringify({
    siteUrl: 'https://blog.example.com',
    brand: 'LeadSight',
    organization: { '@type': 'Organization', name: 'LeadSight' },
    routes: ['/', '/blog'],
  }),
}

/** Serves builtBlogSite on 127.0.0.1:port (0: any free port); resolves with its origin. */
export async function serveBuiltBlogSite(port = 0): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const body = builtBlogSite[req.url ?? '']
    res.writeHead(body ? 200 : 404).end(body ?? '')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The site server has no port')
  return { server, origin: `http://127.0.0.1:${address.port}` }
}
