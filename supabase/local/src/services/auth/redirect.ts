import type { Context } from 'hono'
import type { AuthSettings } from '../../stack-context.ts'

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)

/** A gobwas/glob pattern as GoTrue compiles the allow list: `*` stops at `.` and `/`, `**` does not. */
function globMatches(pattern: string, value: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*')
  return new RegExp(`^${source}$`).test(value)
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * Whether auth may send someone to `redirectTo` (GoTrue utilities.IsRedirectURLValid): the
 * site URL's scheme and host (any port on a loopback host), a loopback IP, or a match in the
 * additional redirect URLs (compared without the fragment).
 */
export function isRedirectAllowed(settings: AuthSettings, redirectTo: string): boolean {
  if (redirectTo === '') return false
  const site = parse(settings.siteUrl)
  const target = parse(redirectTo)
  if (!site || !target) return false
  if (
    site.hostname === target.hostname &&
    site.protocol === target.protocol &&
    (site.port === target.port || isLoopback(target.hostname))
  ) {
    return true
  }
  if (/^[0-9]+$/.test(target.hostname)) return false
  if (/^[0-9.]+$/.test(target.hostname) || target.hostname.startsWith('[')) {
    return isLoopback(target.hostname)
  }
  const withoutFragment = redirectTo.split('#')[0] ?? redirectTo
  return settings.additionalRedirectUrls.some((pattern) => globMatches(pattern, withoutFragment))
}

/**
 * Where an email link leads (GoTrue utilities.GetReferrer): an allowed `redirect_to` (header or
 * query), else an allowed Referer, else the site URL.
 */
export function referrer(c: Context, settings: AuthSettings): string {
  const asked = c.req.header('redirect_to') ?? c.req.query('redirect_to') ?? ''
  if (isRedirectAllowed(settings, asked)) return asked
  const referer = c.req.header('referer') ?? ''
  if (isRedirectAllowed(settings, referer)) return referer
  return settings.siteUrl
}
