import { createServerSanitizer } from './engine-sanitize-html.ts'

/**
 * Sanitises post HTML with the blog allow-list. Where there is no DOM (edge functions, the
 * prerender, Node tests) the engine is sanitize-html; the browser build swaps this file for
 * sanitize-blog-html.browser.ts, DOMPurify on the page's own window (see vite.config.ts).
 */
export const sanitizeBlogHtml: (html: string) => string = createServerSanitizer()
