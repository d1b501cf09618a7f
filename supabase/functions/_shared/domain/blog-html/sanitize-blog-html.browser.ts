import { createBrowserSanitizer } from './engine-dompurify.ts'

let sanitize: ((html: string) => string) | undefined

/** The browser's sanitizeBlogHtml: DOMPurify on the page's window, made on first use. */
export function sanitizeBlogHtml(html: string): string {
  sanitize ??= createBrowserSanitizer(window)
  return sanitize(html)
}
