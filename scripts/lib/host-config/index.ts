// The build's last step (scripts/prerender.ts): the static host configs, from the route table,
// the redirect list and the built pages (for the CSP's script hashes).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PostPages } from '../blog-proxy.ts'
import { netlifyHeaders, netlifyRedirects } from './netlify.ts'
import { nginxServer, type NginxOptions } from './nginx.ts'
import { contentSecurityPolicy, scriptHashes } from './security-headers.ts'
import { siteRules, type Redirect, type SiteRules } from './site-rules.ts'
import { vercelConfig } from './vercel.ts'

/** Every .html file under dir. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
}

export function rulesForBuild(options: {
  dist: string
  routes: readonly string[]
  clientRoutes: readonly string[]
  redirects: readonly Redirect[]
  supabaseUrl: string
  postPages: PostPages
}): SiteRules {
  const hashes = scriptHashes(htmlFiles(options.dist).map((file) => readFileSync(file, 'utf8')))
  const csp = contentSecurityPolicy({ supabaseUrl: options.supabaseUrl, scriptHashes: hashes })
  return siteRules({ ...options, csp })
}

/** NGINX_LISTEN and NGINX_ROOT name where the uploaded dist/ is served (dist-host/nginx.conf). */
export const nginxFromEnv = (): NginxOptions => ({
  listen: process.env.NGINX_LISTEN?.trim() || '80',
  root: process.env.NGINX_ROOT?.trim() || '/var/www/site',
})

/** dist/_redirects, dist/_headers, dist/vercel.json, and dist-host/nginx.conf (not uploaded). */
export function writeHostConfigs(dist: string, rules: SiteRules, nginx: NginxOptions) {
  writeFileSync(join(dist, '_redirects'), netlifyRedirects(rules))
  writeFileSync(join(dist, '_headers'), netlifyHeaders(rules))
  writeFileSync(join(dist, 'vercel.json'), `${JSON.stringify(vercelConfig(rules), null, 2)}\n`)
  const hostDir = join(dist, '..', 'dist-host')
  mkdirSync(hostDir, { recursive: true })
  writeFileSync(join(hostDir, 'nginx.conf'), nginxServer(rules, nginx))
}
