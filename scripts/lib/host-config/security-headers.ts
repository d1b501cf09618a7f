// The security headers every page gets, the same on every static host. The CSP lists exactly
// what the pages load:
// - scripts: our own files, the inline loader of each prerendered page by its sha256 (computed
//   from the built HTML), and the YouTube iframe API (/demo);
// - connections: the Supabase project (REST, auth, functions, storage) and its realtime websocket;
// - images: our files, data: (the favicon, editor images), the project's storage, and any https
//   image a blog post embeds (the sanitiser allows https images from anywhere);
// - media: videos from the project's storage; frames: the video hosts the sanitiser allows;
// - styles: 'unsafe-inline', since prerendered pages inline their stylesheets and components set
//   style attributes; nothing else is loaded.
// JSON-LD blocks need no hash: a <script> whose type is not JavaScript is a data block, which
// the browser never runs, so script-src never applies to it (HTML "prepare the script element").
import { createHash } from 'node:crypto'
import { EMBED_SOURCES } from '../../../supabase/functions/_shared/domain/blog-html/allow-list.ts'

const YOUTUBE_SCRIPTS = 'https://www.youtube.com'

/** Bodies of the inline scripts a browser runs: no src, and a JavaScript type or none. */
export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type === undefined || type === 'module' || type.endsWith('javascript')) found.push(body)
  }
  return found
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** The sorted, distinct hashes of every inline script of these pages. */
export function scriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>()
  for (const html of pages)
    for (const script of inlineScripts(html)) hashes.add(sha256Source(script))
  return [...hashes].sort()
}

function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws')
}

export function contentSecurityPolicy(options: { supabaseUrl: string; scriptHashes: string[] }) {
  const supabase = new URL(options.supabaseUrl).origin
  const frames = [...new Set(EMBED_SOURCES.map(({ host }) => `https://${host}`))]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes, YOUTUBE_SCRIPTS],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', supabase],
    ['media-src', "'self'", 'blob:', supabase],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", supabase, websocketOrigin(supabase)],
    ['frame-src', ...frames],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ')
}

export type Header = readonly [name: string, value: string]

export function securityHeaders(csp: string): Header[] {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['X-Content-Type-Options', 'nosniff'],
    // For browsers without CSP frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ]
}
