// nginx: a whole `server` block. Every proxy_pass names a fixed upstream (no variables), so nginx
// resolves it once at start and needs no `resolver`. add_header is only set at server level:
// a location with an add_header of its own would drop all of these (nginx does not merge them).
import { NOT_FOUND_PAGE, type SiteRules } from './site-rules.ts'

export type NginxOptions = {
  /** `listen` parameters, e.g. `80` or `127.0.0.1:8080`. TLS is the host's to add. */
  listen: string
  /** Absolute path of the uploaded dist/. */
  root: string
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

function proxy(target: URL, upstreamPath: string): string[] {
  return [
    `proxy_pass ${target.origin}${upstreamPath};`,
    `proxy_set_header Host ${target.host};`,
    ...(target.protocol === 'https:' ? ['proxy_ssl_server_name on;'] : []),
    // The function's own cache and CORS headers pass; its answers are compressed below.
    'proxy_set_header Accept-Encoding "";',
  ]
}

function location(match: string, body: string[]): string {
  return [`  location ${match} {`, ...body.map((line) => `    ${line}`), '  }'].join('\n')
}

export function nginxServer(rules: SiteRules, options: NginxOptions): string {
  const upstream = new URL(rules.supabaseOrigin)
  const blocks = [
    ...rules.redirects.map(({ from, to }) => location(`= ${from}`, [`return 301 ${to};`])),
    ...rules.functionFiles.map(({ from, to }) =>
      location(`= ${from}`, proxy(upstream, new URL(to).pathname)),
    ),
    ...(rules.postFunctionBase
      ? [
          location('~ ^/blog/([a-z0-9-]+)/?$', [
            `rewrite ^/blog/([a-z0-9-]+)/?$ ${new URL(rules.postFunctionBase).pathname}/$1 break;`,
            ...proxy(upstream, ''),
          ]),
        ]
      : [
          location('~ ^/blog/[^/]+/?$', [
            `try_files $uri $uri/index.html ${rules.shells.blogPost};`,
          ]),
        ]),
    // Hashed file names never change: cached for a year (expires leaves add_header alone).
    location('/assets/', ['expires max;', 'try_files $uri =404;']),
    location(rules.shells.blogListPages, [
      `try_files $uri $uri/index.html ${rules.shells.blogList};`,
    ]),
    // The routes the app renders in the browser, with or without a trailing slash.
    ...rules.clientRoutes.flatMap((route) =>
      [route, `${route}/`].map((path) =>
        location(`= ${path}`, [`try_files ${rules.shells.spa} =404;`]),
      ),
    ),
    // Draft preview links (PREVIEW_PAGE).
    location('~ ^/p/[^/]+/?$', [`try_files ${rules.shells.spa} =404;`]),
    // Anything else without a file is not found (error_page above): never a soft 404.
    location(`= ${NOT_FOUND_PAGE}`, ['internal;']),
    location('/', ['try_files $uri $uri/index.html =404;']),
  ]
  return `server {
  listen ${options.listen};
  root ${quote(options.root)};
  index index.html;
  charset utf-8;
  # No version in the Server header or on error pages (nginx docs, ngx_http_core_module).
  server_tokens off;
  # Redirects keep the scheme, host and port the visitor used.
  absolute_redirect off;
  # Compress what the function answers too (gzip_proxied), as the static files are.
  gzip on;
  gzip_proxied any;
  gzip_types text/css application/javascript application/json image/svg+xml application/xml application/rss+xml;
  # Unknown addresses answer 404 with the not-found page (the app's shell, which shows it).
  error_page 404 ${NOT_FOUND_PAGE};

${rules.headers.map(([name, value]) => `  add_header ${name} ${quote(value)} always;`).join('\n')}

${blocks.join('\n')}
}
`
}
