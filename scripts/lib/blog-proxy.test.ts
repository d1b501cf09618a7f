import { describe, expect, it } from 'vitest'
import { gunzipSync } from 'node:zlib'
import { encodeForClient, functionPathFor } from './blog-proxy.ts'

describe('functionPathFor', () => {
  it('sends the sitemap and the feed to the public-blog function', () => {
    for (const mode of ['static', 'function'] as const) {
      expect(functionPathFor('/sitemap.xml', mode)).toBe('/sitemap.xml')
      expect(functionPathFor('/rss.xml?x=1', mode)).toBe('/rss.xml')
      // The parts of a sitemap index.
      expect(functionPathFor('/sitemap.xml?part=2', mode)).toBe('/sitemap.xml?part=2')
    }
  })

  it('sends post URLs there only when post pages come from the function', () => {
    expect(functionPathFor('/blog/hello-world', 'function')).toBe('/posts/hello-world')
    expect(functionPathFor('/blog/hello-world/?utm=x', 'function')).toBe('/posts/hello-world')
    expect(functionPathFor('/blog/hello-world', 'static')).toBeNull()
  })

  it('leaves the list, assets and everything else to the static files', () => {
    for (const url of [
      '/blog',
      '/blog/',
      '/blog/page/2',
      '/blog/cover.svg',
      '/blog/a/b',
      '/',
      '/robots.txt',
    ])
      expect(functionPathFor(url, 'function')).toBeNull()
  })
})

describe('encodeForClient', () => {
  const page = Buffer.from('<p>post</p>'.repeat(200))

  it('gzips the page for a browser that accepts it', () => {
    const { body, headers } = encodeForClient(page, 'gzip, deflate, br')
    expect(headers).toEqual({ 'content-encoding': 'gzip' })
    expect(gunzipSync(body).equals(page)).toBe(true)
  })

  it('sends it as it is to a client that does not, and small bodies always', () => {
    expect(encodeForClient(page, undefined)).toEqual({ body: page, headers: {} })
    const small = Buffer.from('<p>x</p>')
    expect(encodeForClient(small, 'gzip')).toEqual({ body: small, headers: {} })
  })
})
