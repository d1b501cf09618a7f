// `vite dev` has no build: it renders the files the public-blog function fetches from the site
// (the post shell, the SPA shell, blog-site.json) from the sources on request, so the dev
// server applies the same rewrite as preview and a static host.
import { readFileSync } from 'node:fs'
import type { Connect, ViteDevServer } from 'vite'
import type { BlogSite } from '../../supabase/functions/_shared/domain/blog-page/post-meta.ts'
import { SHELL_PATH, SLOTS } from '../../supabase/functions/_shared/domain/blog-page/slots.ts'
import { splitHead } from './split-head.ts'

type DevEntry = {
  render: (url: string, blog: { postShell: 'post' | 'missing' }) => Promise<string>
  blogSite: BlogSite
  prerenderPaths: string[]
}

async function loadEntry(server: ViteDevServer): Promise<DevEntry> {
  const { render, blogSite, prerenderPaths } = await server.ssrLoadModule('/src/entry-server.tsx')
  return { render, blogSite, prerenderPaths }
}

const SHELLS: Record<string, 'post' | 'missing'> = {
  '/blog-post-shell.html': 'post',
  '/blog-missing-shell.html': 'missing',
}

async function shellFile(server: ViteDevServer, path: string): Promise<[string, string] | null> {
  const template = await server.transformIndexHtml(path, readFileSync('index.html', 'utf8'))
  if (path === '/spa-shell.html')
    return ['text/html', template.replace('<!--app-head-->', '').replace('<!--app-html-->', '')]
  const entry = await loadEntry(server)
  if (path === '/blog-site.json')
    return ['application/json', JSON.stringify({ ...entry.blogSite, routes: entry.prerenderPaths })]
  const kind = SHELLS[path]
  if (!kind) return null
  const { head, body } = splitHead(await entry.render(SHELL_PATH, { postShell: kind }))
  return [
    'text/html',
    template
      .replace('<!--app-head-->', () => (kind === 'post' ? `${SLOTS.head}\n${head}` : head))
      .replace(
        '<div id="root"><!--app-html--></div>',
        () => `<div id="root" data-prerendered="${SHELL_PATH}">${body}</div>`,
      ),
  ]
}

export function blogDevShells(server: ViteDevServer): Connect.NextHandleFunction {
  return (req, res, next) => {
    shellFile(server, (req.url ?? '').split('?')[0] ?? '')
      .then((file) => {
        if (!file) return next()
        res.setHeader('Content-Type', `${file[0]}; charset=utf-8`)
        res.end(file[1])
      })
      .catch(next)
  }
}
