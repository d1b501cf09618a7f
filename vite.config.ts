import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { z } from 'zod'
import { supabaseDefines, supabaseEnvFor, type SupabaseEnv } from './scripts/lib/build-env.ts'
import { ALLOW_EXAMPLE_SITE_VALUES, exampleSiteProblem } from './scripts/lib/site-placeholders.ts'
import { blogDevShells } from './scripts/lib/blog-dev-shells.ts'
import { CLIENT_ROUTES_FILE, fallbackFor } from './scripts/lib/host-config/site-rules.ts'
import { blogProxyMiddleware, postPagesSchema, readBuildApi } from './scripts/lib/blog-proxy.ts'
import { browserSanitizer } from './scripts/lib/browser-sanitizer.ts'
import { eagerCompileHints } from './scripts/lib/compile-hints.ts'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Prerendered routes live in dist/<route>/index.html; /blog/page/<n> past the prerendered ones
 * gets the blog list shell, /blog/<slug> without a file the post client shell, the sign-in and
 * admin routes the client-only shell, and any other path the not-found page with status 404, so
 * the home page's HTML is never shown for another route and no unknown address answers 200.
 * Static hosts do the same with the generated configs (dist/_redirects, ...).
 */
function spaShellFallback(): Plugin {
  return {
    name: 'spa-shell-fallback',
    configurePreviewServer(server) {
      const clientRoutes = z
        .array(z.string())
        .parse(JSON.parse(readFileSync(fromRoot(`./dist/${CLIENT_ROUTES_FILE}`), 'utf8')))
      server.middlewares.use((req, res, next) => {
        const [path = '/', query] = (req.url ?? '/').split('?')
        const isPage =
          (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)
        if (!isPage) return next()
        const page = `${path.replace(/\/$/, '')}/index.html`
        if (existsSync(fromRoot(`./dist${page}`))) {
          req.url = query === undefined ? page : `${page}?${query}`
          return next()
        }
        const { file, status } = fallbackFor(path, clientRoutes)
        if (status === 200) {
          req.url = query === undefined ? file : `${file}?${query}`
          return next()
        }
        // sirv would answer 200: the not-found page is sent here, with its status.
        res.statusCode = status
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(req.method === 'HEAD' ? undefined : readFileSync(fromRoot(`./dist${file}`)))
      })
    },
  }
}

/**
 * Hashed files under /assets/ cached for a year, as the production hosts serve them
 * (scripts/lib/host-config: nginx's `expires max`). vite preview's own `no-cache` made every
 * page load revalidate each of its chunks, some 60 round trips for an admin screen.
 */
function cachedAssets(): Plugin {
  return {
    name: 'cached-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // sirv keeps a Cache-Control header that is already set.
        if (req.url?.startsWith('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        next()
      })
    },
  }
}

/**
 * The build's settings, checked before anything is built: the Supabase settings, parsed with zod
 * (scripts/lib/build-env.ts) and inlined for src/lib/supabase-env.ts, and for a production build
 * no example.com link or address (scripts/lib/site-placeholders.ts), unless the build is for the
 * local stack (`npm run build:local` sets ALLOW_EXAMPLE_SITE_VALUES=true). A build missing any
 * stops here, naming every variable to set.
 */
function buildSettings(): Plugin {
  return {
    name: 'build-settings',
    config: (_config, { command, mode, isPreview }) => {
      // `vite preview` serves a finished build: nothing to inline.
      if (isPreview) return {}
      const placeholders =
        command === 'build' && mode === 'production'
          ? exampleSiteProblem(loadEnv(mode, fromRoot('./'), 'VITE_'), {
              allowExamples: process.env[ALLOW_EXAMPLE_SITE_VALUES] === 'true',
            })
          : undefined
      let supabase: SupabaseEnv
      try {
        supabase = supabaseEnvFor(mode)
      } catch (error) {
        if (!placeholders || !(error instanceof Error)) throw error
        throw new Error(`${placeholders}\n${error.message}`)
      }
      if (placeholders) throw new Error(placeholders)
      return { define: supabaseDefines(supabase) }
    },
  }
}

/**
 * /sitemap.xml, /rss.xml (and /blog/<slug> with BLOG_POST_PAGES=function) through the
 * public-blog function, as on a static host.
 */
function blogFunctionProxy(): Plugin {
  return {
    name: 'blog-function-proxy',
    configurePreviewServer(server) {
      const build = readBuildApi(fromRoot('./dist/blog-site.json'))
      server.middlewares.use(blogProxyMiddleware(() => build))
    },
    configureServer(server) {
      const { url, publishableKey } = supabaseEnvFor(server.config.mode)
      const build = {
        api: { url, publishableKey },
        postPages: postPagesSchema.parse(process.env.BLOG_POST_PAGES ?? 'static'),
      }
      server.middlewares.use(blogDevShells(server))
      server.middlewares.use(blogProxyMiddleware(() => build))
    },
  }
}

export default defineConfig({
  plugins: [
    buildSettings(),
    react(),
    blogFunctionProxy(),
    spaShellFallback(),
    cachedAssets(),
    browserSanitizer(),
    eagerCompileHints(['rich-text-editor']),
  ],
  resolve: {
    alias: {
      '@/': fromRoot('./src/'),
      '@shared/': fromRoot('./supabase/functions/_shared/domain/'),
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Large libraries in chunks of their own: the loader in scripts/lib/first-paint-html.ts
        // evaluates each chunk in its own task, so no single task runs all of the app's code.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
})
