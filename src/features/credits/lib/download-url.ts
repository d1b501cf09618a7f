/** Where a 'Download Now' link may point: the site itself, or the project's Storage objects. */
export type DownloadOrigins = {
  /** Origins of the site (the page's own, and the configured public site URL). */
  site: readonly string[]
  /** The Supabase project URL: only its Storage object paths are offered. */
  project: string
}

const STORAGE_OBJECTS = '/storage/v1/object/'

/**
 * The fileUrl of /purchase-thank-you as a link, or null when it points anywhere else. The
 * address goes through the browser's own URL parser (WHATWG), so whatever the parser makes of
 * backslashes, tabs, newlines, percent escapes or a protocol-relative `//host` is what is
 * checked: exactly the address the link would open. Credentials in the address
 * (`https://our.host@evil.example`, `https://x@our.host`) are refused outright.
 */
export function allowedDownloadUrl(
  value: string,
  origins: DownloadOrigins,
  base: string,
): string | null {
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username !== '' || url.password !== '') return null
  if (origins.site.includes(url.origin)) return url.href
  const project = new URL(origins.project)
  if (url.origin === project.origin && url.pathname.startsWith(STORAGE_OBJECTS)) return url.href
  return null
}
