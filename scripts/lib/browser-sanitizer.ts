import type { Plugin } from 'vite'

/**
 * The blog sanitiser's engine in browser bundles is DOMPurify on the page's own window
 * (sanitize-blog-html.browser.ts, ~13 KB gzipped); servers use sanitize-html, which would add
 * ~46 KB gzipped to a page (supabase/functions/_shared/domain/blog-html/).
 */
export function browserSanitizer(): Plugin {
  return {
    name: 'blog-html-browser-sanitizer',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !source.endsWith('/sanitize-blog-html.ts')) return null
      return this.resolve(source.replace(/\.ts$/, '.browser.ts'), importer, options)
    },
  }
}
