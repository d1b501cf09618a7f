// The gzipped JS and CSS a prerendered page needs for its first load: every script, module
// preload and stylesheet its HTML references, plus styles inlined into it. Lazy chunks (desktop
// menus, toasts, video players) are not counted. Shared by `npm run size` and the Lighthouse bench.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { shellFor } from './host-config/site-rules.ts'

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length

export type FirstLoad = { js: number; css: number }

/** The HTML file that serves a prerendered path. */
export function htmlFileOf(path: string) {
  return join(path === '/' ? '' : path.slice(1), 'index.html')
}

/**
 * The file the host serves for a path: its prerendered page, else the blog's shells for a /blog
 * page or post without a file, else the SPA shell (host-config/site-rules.ts).
 */
export function servedHtmlFile(dist: string, path: string) {
  const page = htmlFileOf(path)
  if (existsSync(join(dist, page))) return page
  return shellFor(path).slice(1)
}

export function firstLoad(dist: string, file: string): FirstLoad {
  const html = readFileSync(join(dist, file), 'utf8')
  const refs = (pattern: RegExp) => new Set([...html.matchAll(pattern)].map((m) => m[1] ?? ''))
  // Every built script the page names, whether as a tag or in the loader that starts it.
  const js = refs(/"\/(assets\/[^"]+\.js)"/g)
  // A disabled link only marks an inlined stylesheet as present: it is never fetched, unless
  // the loader enables it after the first paint (data-after-paint: see criticalStyles).
  const css = new Set([
    ...refs(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]* href="\/([^"]+\.css)"/g),
    ...refs(/<link rel="stylesheet" href="\/([^"]+\.css)"[^>]*\bdata-after-paint\b/g),
  ])
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
  const sum = (files: Set<string>) =>
    [...files].reduce((total, name) => total + gzipped(readFileSync(join(dist, name))), 0)
  return {
    js: sum(js),
    css: sum(css) + (inlineCss.length > 0 ? gzipped(inlineCss.join('')) : 0),
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
