/**
 * Hosted Supabase never serves HTML from its shared `<ref>.supabase.co` domain:
 * - Edge Functions: "Serving of HTML content is only supported with custom domains (Otherwise
 *   `GET` requests that return `text/html` will be rewritten to `text/plain`)" (Supabase docs,
 *   apps/docs/content/guides/functions/limits.mdx, "Other limits & restrictions"). The gateway
 *   doing it is not open source: the stack rewrites the Content-Type of GET answers only and
 *   leaves body, status and other headers alone.
 * - Storage: storage-api's renderer sends `text/plain` for any object whose mimetype contains
 *   `text/html` (supabase/storage src/storage/renderer/renderer.ts, normalizeContentType; since
 *   "feat: disable rendering html files", 2021), whatever the domain.
 */
export function htmlAsPlainText(contentType: string): string {
  return contentType.toLowerCase().includes('text/html') ? 'text/plain' : contentType
}
