import { describe, expect, it } from 'vitest'
import { functionPathFor } from './blog-proxy.ts'

describe('functionPathFor', () => {
  it('sends post URLs, the sitemap and the feed to the public-blog function', () => {
    expect(functionPathFor('/blog/hello-world')).toBe('/posts/hello-world')
    expect(functionPathFor('/blog/hello-world/?utm=x')).toBe('/posts/hello-world')
    expect(functionPathFor('/sitemap.xml')).toBe('/sitemap.xml')
    expect(functionPathFor('/rss.xml?x=1')).toBe('/rss.xml')
  })

  it('leaves the list, assets and everything else to the static files', () => {
    for (const url of ['/blog', '/blog/', '/blog/cover.svg', '/blog/a/b', '/', '/robots.txt'])
      expect(functionPathFor(url)).toBeNull()
  })
})
