import { describe, expect, it } from 'vitest'
import { netlifyHeaders, netlifyRedirects } from './netlify.ts'
import { nginxServer } from './nginx.ts'
import {
  contentSecurityPolicy,
  inlineScripts,
  scriptHashes,
  sha256Source,
} from './security-headers.ts'
import { fallbackFor, siteRules } from './site-rules.ts'
import { vercelConfig } from './vercel.ts'

const LOADER = 'import("/assets/a.js")'
const page = `<html><head><script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><script type="module">${LOADER}</script><script>window.x=1</script></body></html>`

const rules = (postPages: 'static' | 'function' = 'static') =>
  siteRules({
    routes: ['/', '/privacy-policy', '/blog'],
    clientRoutes: ['/admin-login', '/admin-portal'],
    redirects: [{ from: '/gmb', to: '/gmb-tank-tracking' }],
    supabaseUrl: 'https://abc.supabase.co/',
    postPages,
    csp: contentSecurityPolicy({
      supabaseUrl: 'https://abc.supabase.co',
      scriptHashes: scriptHashes([page]),
    }),
  })

const header = (name: string) => rules().headers.find(([key]) => key === name)?.[1]

describe('security headers', () => {
  it('hash the inline scripts a browser runs, not JSON-LD data blocks or external scripts', () => {
    expect(inlineScripts(page)).toEqual([LOADER, 'window.x=1'])
    // echo -n 'window.x=1' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('window.x=1')).toBe("'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='")
    expect(scriptHashes([page, page])).toHaveLength(2)
  })

  it('allow exactly the project, its websocket, the video hosts and the hashed loader', () => {
    const csp = header('Content-Security-Policy') ?? ''
    const directive = (name: string) =>
      csp
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1)
    expect(directive('default-src')).toEqual(["'self'"])
    expect(directive('script-src')).toEqual([
      "'self'",
      ...scriptHashes([page]),
      'https://www.youtube.com',
    ])
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ])
    expect(directive('frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ])
    expect(directive('media-src')).toContain('https://abc.supabase.co')
    expect(directive('frame-ancestors')).toEqual(["'none'"])
    expect(directive('object-src')).toEqual(["'none'"])
    expect(csp).not.toContain('unsafe-eval')
    expect(directive('script-src')).not.toContain("'unsafe-inline'")
  })

  it('include HSTS, Referrer-Policy, Permissions-Policy, nosniff and DENY framing', () => {
    expect(header('Strict-Transport-Security')).toMatch(/^max-age=\d{8}/)
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header('Permissions-Policy')).toContain('camera=()')
    expect(header('X-Content-Type-Options')).toBe('nosniff')
    expect(header('X-Frame-Options')).toBe('DENY')
  })

  it('use ws: for a local http project', () => {
    const csp = contentSecurityPolicy({ supabaseUrl: 'http://127.0.0.1:54321', scriptHashes: [] })
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321;")
  })
})

describe('Netlify', () => {
  it('redirects, proxies the feeds, serves the shells, then answers 404 with the not-found page', () => {
    expect(netlifyRedirects(rules())).toBe(
      [
        '/gmb  /gmb-tank-tracking  301!',
        '/sitemap.xml  https://abc.supabase.co/functions/v1/public-blog/sitemap.xml  200!',
        '/rss.xml  https://abc.supabase.co/functions/v1/public-blog/rss.xml  200!',
        '/blog/page/*  /blog-list-shell.html  200',
        '/blog/*  /blog-post-client-shell.html  200',
        '/admin-login  /spa-shell.html  200',
        '/admin-portal  /spa-shell.html  200',
        '/p/*  /spa-shell.html  200',
        '/*  /404.html  404',
        '',
      ].join('\n'),
    )
  })

  it('sends posts without a built file to the function only in function mode', () => {
    expect(netlifyRedirects(rules('function'))).toContain(
      '/blog/page/*  /blog-list-shell.html  200\n/blog/*  https://abc.supabase.co/functions/v1/public-blog/posts/:splat  200\n/admin-login',
    )
  })

  it('sets every security header on every path', () => {
    const headers = netlifyHeaders(rules())
    expect(headers.startsWith('/*\n')).toBe(true)
    for (const [name, value] of rules().headers) expect(headers).toContain(`  ${name}: ${value}\n`)
  })
})

describe('Vercel', () => {
  it('redirects permanently, rewrites routes, feeds and client routes, sets the headers', () => {
    const config = vercelConfig(rules())
    expect(config.redirects).toEqual([
      { source: '/gmb', destination: '/gmb-tank-tracking', permanent: true },
    ])
    expect(config.rewrites).toEqual([
      {
        source: '/sitemap.xml',
        destination: 'https://abc.supabase.co/functions/v1/public-blog/sitemap.xml',
      },
      {
        source: '/rss.xml',
        destination: 'https://abc.supabase.co/functions/v1/public-blog/rss.xml',
      },
      { source: '/privacy-policy', destination: '/privacy-policy/index.html' },
      { source: '/blog', destination: '/blog/index.html' },
      { source: '/blog/page/:page', destination: '/blog-list-shell.html' },
      { source: '/blog/:slug', destination: '/blog-post-client-shell.html' },
      { source: '/admin-login', destination: '/spa-shell.html' },
      { source: '/admin-portal', destination: '/spa-shell.html' },
      { source: '/p/:token', destination: '/spa-shell.html' },
    ])
    // No catch-all: a path without a file or a rewrite gets the output's 404.html, status 404.
    expect(JSON.stringify(config.rewrites)).not.toContain('(.*)')
    expect(config.headers[0]?.headers).toHaveLength(rules().headers.length)
  })

  it('sends post paths to the function in function mode', () => {
    expect(vercelConfig(rules('function')).rewrites).toContainEqual({
      source: '/blog/:slug([a-z0-9-]+)',
      destination: 'https://abc.supabase.co/functions/v1/public-blog/posts/:slug',
    })
  })
})

describe('nginx', () => {
  const conf = nginxServer(rules(), { listen: '8080', root: '/srv/site' })

  it('is one server block with the root, the fallback, the redirects and every header', () => {
    expect(conf.startsWith('server {\n  listen 8080;\n  root "/srv/site";')).toBe(true)
    expect(conf.trimEnd().endsWith('}')).toBe(true)
    expect(conf).toContain('location = /gmb {\n    return 301 /gmb-tank-tracking;\n  }')
    expect(conf).toContain('location / {\n    try_files $uri $uri/index.html =404;\n  }')
    expect(conf).toContain('  error_page 404 /404.html;\n')
    expect(conf).toContain('location = /404.html {\n    internal;\n  }')
    for (const path of ['/admin-portal', '/admin-portal/'])
      expect(conf).toContain(`location = ${path} {\n    try_files /spa-shell.html =404;\n  }`)
    expect(conf).toContain(
      'location /blog/page/ {\n    try_files $uri $uri/index.html /blog-list-shell.html;\n  }',
    )
    expect(conf).toContain(
      'location ~ ^/blog/[^/]+/?$ {\n    try_files $uri $uri/index.html /blog-post-client-shell.html;\n  }',
    )
    for (const [name] of rules().headers)
      expect(conf).toMatch(new RegExp(`add_header ${name} ".+" always;`))
  })

  it('does not advertise its version (Server header, error pages)', () => {
    expect(conf).toContain('\n  server_tokens off;\n')
  })

  it('proxies to a fixed upstream, so it needs no resolver', () => {
    expect(conf).toContain(
      'location = /sitemap.xml {\n    proxy_pass https://abc.supabase.co/functions/v1/public-blog/sitemap.xml;\n    proxy_set_header Host abc.supabase.co;\n    proxy_ssl_server_name on;',
    )
    expect(conf).not.toMatch(/proxy_pass [^;]*\$/)
    const fn = nginxServer(rules('function'), { listen: '80', root: '/srv/site' })
    expect(fn).toContain('rewrite ^/blog/([a-z0-9-]+)/?$ /functions/v1/public-blog/posts/$1 break;')
    expect(fn).toContain('proxy_pass https://abc.supabase.co;')
    expect(fn).not.toContain('resolver')
  })

  it('sets headers only at server level, where every location inherits them', () => {
    const locations = conf.slice(conf.indexOf('  location'))
    expect(locations).not.toContain('add_header')
  })
})

describe('fallbackFor (vite preview)', () => {
  const client = ['/admin-login', '/admin-portal']

  it('serves the SPA shell for a client route, with or without a trailing slash', () => {
    expect(fallbackFor('/admin-portal', client)).toEqual({ file: '/spa-shell.html', status: 200 })
    expect(fallbackFor('/admin-portal/', client)).toEqual({ file: '/spa-shell.html', status: 200 })
    // A draft's preview link: the SPA renders it (a parameter route, not an exact client route).
    expect(fallbackFor('/p/0a1b2c', client)).toEqual({ file: '/spa-shell.html', status: 200 })
    expect(fallbackFor('/p/0a1b2c/extra', client)).toEqual({ file: '/404.html', status: 404 })
  })

  it('serves the blog shells for blog pages and posts without a file', () => {
    expect(fallbackFor('/blog/page/9', client)).toEqual({
      file: '/blog-list-shell.html',
      status: 200,
    })
    expect(fallbackFor('/blog/a-post', client).file).toBe('/blog-post-client-shell.html')
  })

  it('answers 404 with the not-found page for any other path', () => {
    for (const path of ['/no-such-page', '/admin-portal/nope', '/admin-login-x'])
      expect(fallbackFor(path, client), path).toEqual({ file: '/404.html', status: 404 })
  })
})
