import { describe, expect, it } from 'vitest'
import { isSitemapEntry } from './sitemap-entry.ts'

const head = (robots: string, canonical: string) =>
  `<title>T</title>\n    <meta name="robots" content="${robots}"/>\n    <link rel="canonical" href="${canonical}"/>`

describe('isSitemapEntry', () => {
  it('lists an indexable page whose canonical URL is its own', () => {
    expect(isSitemapEntry(head('index, follow', 'https://example.com'), '/')).toBe(true)
    expect(
      isSitemapEntry(
        head('index, follow', 'https://example.com/marketing/social-media'),
        '/marketing/social-media',
      ),
    ).toBe(true)
  })

  it('leaves out a page whose canonical URL is another page', () => {
    expect(
      isSitemapEntry(
        head('index, follow', 'https://example.com/marketing/social-media'),
        '/marketing/branding',
      ),
    ).toBe(false)
  })

  it('leaves out a page that asks not to be indexed', () => {
    expect(
      isSitemapEntry(head('noindex, nofollow', 'https://example.com/thank-you'), '/thank-you'),
    ).toBe(false)
  })
})
