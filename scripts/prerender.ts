// Writes real HTML for every static public route: content, title, meta tags and JSON-LD, with
// its styles inline and its scripts started after the first paint (lib/first-paint-html.ts), so
// phones and crawlers get the page before any JS.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as ServerEntry from '../src/entry-server.tsx'
import type { BlogPrerender } from '../src/features/blog/lib/prerender-context.ts'
import { SHELL_PATH, SLOTS } from '../supabase/functions/_shared/domain/blog-page/slots.ts'
import { entryKey, filesOf, readManifest, staticClosure } from './lib/manifest.ts'
import {
  buildApi,
  listPagesAtBuild,
  postPages,
  prerenderPostLimit,
  publishedPostsAtBuild,
  writeBlogFiles,
} from './lib/prerender-blog.ts'
import { blogPagePath } from '../supabase/functions/_shared/domain/blog-rest.ts'
import { nginxFromEnv, rulesForBuild, writeHostConfigs } from './lib/host-config/index.ts'
import {
  BLOG_LIST_SHELL,
  BLOG_POST_CLIENT_SHELL,
  CLIENT_ROUTES_FILE,
  NOT_FOUND_PAGE,
  SPA_SHELL,
} from './lib/host-config/site-rules.ts'
import {
  afterFirstPaintLoader,
  criticalStyles,
  firstScreenExpectLink,
  inlineStyles,
  withoutAssetTags,
} from './lib/first-paint-html.ts'
import { splitHead } from './lib/split-head.ts'
import { isSitemapEntry } from './lib/sitemap-entry.ts'
import { loadedWhenDisplayed } from '../src/islands/names.ts'

const dist = resolve('dist')
const server: typeof ServerEntry = await import(
  pathToFileURL(resolve('dist-ssr/entry-server.js')).href
)
const manifest = readManifest(dist)
const viteTemplate = readFileSync(join(dist, 'index.html'), 'utf8')
const template = withoutAssetTags(viteTemplate)
const entry = entryKey(manifest)
const entryFile = manifest[entry]?.file ?? ''
// The islands runtime (vite.islands.config.ts) and the chunk of each island.
const islandsManifest = readManifest(dist, 'islands-manifest.json')
const islandsEntry = entryKey(islandsManifest)
const islandsEntryFile = islandsManifest[islandsEntry]?.file ?? ''
const islandPaths = new Set(server.islandPaths)
/** Where the list shell is rendered: any /blog/page/<n> (the shell ignores n). */
const LIST_SHELL_PATH = '/blog/page/__list_shell__'

/** The JS and CSS the page at this path needs to hydrate: the entry, its page and their imports. */
function assetsOf(path: string) {
  const source = server.pageSourceFor(path)
  if (!source || !manifest[source]) throw new Error(`No built chunk for the page of ${path}`)
  const sources = [entry, source]
  return filesOf(manifest, new Set(sources.flatMap((key) => [...staticClosure(manifest, key)])))
}

// What does nothing without a script: on a page that hydrates only its islands, it must be in one.
const INTERACTIVE = /<(button|input|select|textarea|form)\b|role="(tab|slider|button)"/

/**
 * The runtime's modules and those of the islands in this page's HTML, for the loader; not those
 * the runtime loads only once their island is displayed.
 */
function islandModulesOf(path: string, body: string) {
  const outside = body.replace(/<site-island\b[\s\S]*?<\/site-island>/g, '').match(INTERACTIVE)
  if (outside)
    throw new Error(`${path}: "${outside[0]}" outside any island (src/islands/island.tsx)`)
  const names = new Set([...body.matchAll(/<site-island data-island="([\w-]+)"/g)].map((m) => m[1]))
  const keys = [...names].flatMap((name = '') => {
    const key = `src/islands/parts/${name}.tsx`
    if (!islandsManifest[key]) throw new Error(`No built chunk for the island ${name}`)
    return loadedWhenDisplayed.has(name) ? [] : [key]
  })
  const closure = new Set(
    [islandsEntry, ...keys].flatMap((key) => [...staticClosure(islandsManifest, key)]),
  )
  const { js } = filesOf(islandsManifest, closure)
  js.delete(islandsEntryFile)
  return js
}

function outputFile(path: string) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html')
}

/**
 * A prerendered page. `critical`: inline only the rules its HTML uses (criticalStyles); the blog
 * post shells, filled in with a post later, inline the whole stylesheets instead.
 */
async function page(path: string, head: string, body: string, routePath = path, critical = true) {
  const { js, css } = assetsOf(routePath)
  js.delete(entryFile)
  const islands = islandPaths.has(routePath)
  const loader = islands
    ? afterFirstPaintLoader(islandsEntryFile, islandModulesOf(path, body), 'islands')
    : afterFirstPaintLoader(entryFile, js)
  const styles = critical ? await criticalStyles(dist, css, body) : inlineStyles(dist, css)
  return template
    .replace('<!--app-head-->', () =>
      [head, styles, firstScreenExpectLink(body)].filter(Boolean).join('\n    '),
    )
    .replace(
      '<div id="root"><!--app-html--></div>',
      () => `<div id="root" data-prerendered="${path}">${body}</div>`,
    )
    .replace('</body>', () => `  ${loader}\n  </body>`)
}

const blog = await publishedPostsAtBuild()
const listPages = blog ? listPagesAtBuild(blog) : []
// The sitemap's pages: indexable, each its own canonical URL.
const indexable: string[] = []
async function prerenderRoute(path: string, routePath: string, data: BlogPrerender = {}) {
  const { head, body } = splitHead(await server.render(path, data))
  if (isSitemapEntry(head, path)) indexable.push(path)
  const file = outputFile(path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, await page(path, head, body, routePath))
}
for (const path of server.prerenderPaths) {
  await prerenderRoute(path, path, path === '/blog' && listPages[0] ? { list: listPages[0] } : {})
}
// /blog/page/2... while their cards are prerendered posts; later pages render on the client.
for (const list of listPages.slice(1)) {
  await prerenderRoute(blogPagePath(list.page), '/blog/page/:page', { list })
}
// Every later /blog page: the host serves this shell (host-config BLOG_LIST_SHELL), whose island
// reads the page the address names.
const listShell = splitHead(await server.render(LIST_SHELL_PATH, { listShell: true }))
writeFileSync(
  join(dist, BLOG_LIST_SHELL.slice(1)),
  // All of the stylesheets inline, as the post shells: the cards it adds are not in its HTML.
  await page(LIST_SHELL_PATH, listShell.head, listShell.body, '/blog/page/:page', false),
)
console.log(
  `prerendered ${listPages.length} /blog pages and the newest ${blog?.posts.length ?? 0} of ` +
    `${blog?.total ?? '?'} posts (BLOG_PRERENDER_POSTS=${prerenderPostLimit})`,
)

const shell = splitHead(await server.render(SHELL_PATH, { postShell: 'post' }))
const missing = splitHead(await server.render(SHELL_PATH, { postShell: 'missing' }))
// Every post without a file (host-config BLOG_POST_CLIENT_SHELL): its island reads the post.
const clientShell = splitHead(await server.render(SHELL_PATH, { postShell: 'client' }))
writeFileSync(
  join(dist, BLOG_POST_CLIENT_SHELL.slice(1)),
  await page(SHELL_PATH, clientShell.head, clientShell.body, '/blog/:slug', false),
)
writeBlogFiles({
  dist,
  shell: await page(
    SHELL_PATH,
    `${SLOTS.head}\n    ${shell.head}`,
    shell.body,
    '/blog/:slug',
    false,
  ),
  missingShell: await page(SHELL_PATH, missing.head, missing.body, '/blog/:slug', false),
  site: server.blogSite,
  posts: blog?.posts ?? [],
  routes: indexable,
})

// The sign-in and the admin render on the client from a shell; so does the not-found page, which
// the hosts answer with status 404 for every other address (host-config/site-rules.ts).
const spaShell = viteTemplate.replace('<!--app-head-->', '').replace('<!--app-html-->', '')
writeFileSync(join(dist, SPA_SHELL.slice(1)), spaShell)
writeFileSync(join(dist, NOT_FOUND_PAGE.slice(1)), spaShell)
// The static host configs (Netlify, Vercel, nginx) last: the CSP hashes every page's inline script.
writeHostConfigs(
  dist,
  rulesForBuild({
    dist,
    routes: [
      ...server.prerenderPaths,
      ...listPages.slice(1).map((list) => blogPagePath(list.page)),
    ],
    clientRoutes: server.clientPaths,
    redirects: server.pathRedirects,
    supabaseUrl: buildApi().url,
    postPages,
  }),
  nginxFromEnv(),
)
writeFileSync(join(dist, 'prerendered-routes.json'), JSON.stringify(server.prerenderPaths))
// vite preview answers as the hosts do: the shell for these, a 404 for other unknown paths.
writeFileSync(join(dist, CLIENT_ROUTES_FILE), JSON.stringify(server.clientPaths))
console.log(`prerendered ${server.prerenderPaths.length} routes into dist/`)
