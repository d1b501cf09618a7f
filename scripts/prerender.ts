// Writes real HTML for every static public route: content, title, meta tags and JSON-LD,
// plus preloads for the route's own chunk, so phones and crawlers get the page before JS.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as ServerEntry from '../src/entry-server.tsx'
import { entryKey, filesOf, readManifest, staticClosure } from './lib/manifest.ts'
import { splitHead } from './lib/split-head.ts'

const dist = resolve('dist')
const server: typeof ServerEntry = await import(
  pathToFileURL(resolve('dist-ssr/entry-server.js')).href
)
const manifest = readManifest(dist)
const template = readFileSync(join(dist, 'index.html'), 'utf8')
const entryFiles = staticClosure(manifest, entryKey(manifest))

function preloadTags(path: string) {
  const source = server.pageSourceFor(path)
  if (!source || !manifest[source]) throw new Error(`No built chunk for the page of ${path}`)
  const pageKeys = [...staticClosure(manifest, source)].filter((key) => !entryFiles.has(key))
  const { js, css } = filesOf(manifest, pageKeys)
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ')
}

function outputFile(path: string) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html')
}

for (const path of server.prerenderPaths) {
  const { head, body } = splitHead(await server.render(path))
  const html = template
    .replace('<!--app-head-->', `${head}\n    ${preloadTags(path)}`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered="${path}">${body}</div>`,
    )
  const file = outputFile(path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}

// Everything else (admin, blog posts, unknown addresses) renders on the client from a shell.
writeFileSync(
  join(dist, 'spa-shell.html'),
  template.replace('<!--app-head-->', '').replace('<!--app-html-->', ''),
)
writeFileSync(join(dist, '_redirects'), '/*  /spa-shell.html  200\n')
writeFileSync(join(dist, 'prerendered-routes.json'), JSON.stringify(server.prerenderPaths))
console.log(`prerendered ${server.prerenderPaths.length} routes into dist/`)
