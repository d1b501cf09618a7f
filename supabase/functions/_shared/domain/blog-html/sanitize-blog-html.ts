import { createBlogHtmlSanitizer } from './create-sanitizer.ts'
import { createDomWindow } from './dom-window.ts'

let sanitize: ((html: string) => string) | undefined

/**
 * Sanitises post HTML with the blog allow-list. The same call works in the browser (the page's
 * window), in Node and in Deno (a jsdom window created on first use).
 */
export function sanitizeBlogHtml(html: string): string {
  sanitize ??= createBlogHtmlSanitizer(createDomWindow())
  return sanitize(html)
}
