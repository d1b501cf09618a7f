/**
 * Whether a prerendered page belongs in the sitemap: it asks to be indexed, and its canonical URL
 * is its own address. A page whose canonical points elsewhere (the branding and websites pages
 * reuse the paid social page) is left out: Google reports such sitemap entries as non-canonical
 * ("Alternate page with proper canonical tag"), and a sitemap should list only canonical URLs
 * (https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap).
 */
export function isSitemapEntry(head: string, path: string): boolean {
  if (!head.includes('<meta name="robots" content="index, follow"')) return false
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]
  if (canonical === undefined) return true
  const own = path === '/' ? '/' : path.replace(/\/$/, '')
  const pathname = new URL(canonical.replaceAll('&amp;', '&')).pathname
  return (pathname === '/' ? '/' : pathname.replace(/\/$/, '')) === own
}
