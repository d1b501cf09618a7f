// The rewrite a static host applies, done by `vite preview` and `vite dev`: post URLs, the
// sitemap and the feed go to the public-blog edge function on the stack the build points at.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect } from 'vite'
import { z } from 'zod'

export const postPagesSchema = z.enum(['static', 'function'])
/** Where `/blog/<slug>` comes from: the build's files ('static') or public-blog ('function'). */
export type PostPages = z.infer<typeof postPagesSchema>

const buildSchema = z.object({
  api: z.object({ url: z.string().url(), publishableKey: z.string() }),
  postPages: postPagesSchema.default('static'),
})

export type BuildApi = z.infer<typeof buildSchema>

/**
 * /sitemap.xml and /rss.xml as they are; /blog/<slug> → posts/<slug> when post pages come from
 * the function (a project with a custom domain); anything else: null.
 */
export function functionPathFor(url: string, postPages: PostPages): string | null {
  const [path = '', query] = url.split('?', 2)
  // The sitemap index names its parts /sitemap.xml?part=N: the query goes along.
  if (path === '/sitemap.xml') return query ? `${path}?${query}` : path
  if (path === '/rss.xml') return path
  const slug = postPages === 'function' ? /^\/blog\/([^/.]+)\/?$/.exec(path)?.[1] : undefined
  return slug ? `/posts/${slug}` : null
}

export function readBuildApi(blogSiteJson: string): BuildApi | null {
  try {
    return buildSchema.parse(JSON.parse(readFileSync(blogSiteJson, 'utf8')))
  } catch {
    return null
  }
}

/** Gzip, as the host in front of the function does (fetch hands over the body decoded). */
export function encodeForClient(body: Buffer, acceptEncoding: string | undefined) {
  if (!/\bgzip\b/.test(acceptEncoding ?? '') || body.length < 1024) return { body, headers: {} }
  return { body: gzipSync(body), headers: { 'content-encoding': 'gzip' } }
}

export function blogProxyMiddleware(build: () => BuildApi | null): Connect.NextHandleFunction {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const built = build()
    const target = built && functionPathFor(req.url ?? '/', built.postPages)
    if (!target || !built || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    const stack = built.api
    fetch(`${stack.url}/functions/v1/public-blog${target}`, {
      method: req.method,
      headers: {
        Authorization: `Bearer ${stack.publishableKey}`,
        apikey: stack.publishableKey,
        // The local functions host has no SITE_URL: it fetches the shells from this server.
        'x-site-origin': `http://${req.headers.host ?? '127.0.0.1'}`,
      },
    })
      .then(async (response) => {
        // The function is not there (stack down, not deployed): serve the static files instead.
        if (response.status >= 500 && response.status !== 502) return next()
        res.statusCode = response.status
        for (const name of ['content-type', 'cache-control']) {
          const value = response.headers.get(name)
          if (value) res.setHeader(name, value)
        }
        const encoded = encodeForClient(
          Buffer.from(await response.arrayBuffer()),
          req.headers['accept-encoding'],
        )
        res.setHeader('vary', 'Accept-Encoding')
        for (const [name, value] of Object.entries(encoded.headers)) res.setHeader(name, value)
        res.end(encoded.body)
      })
      .catch(() => next())
  }
}
