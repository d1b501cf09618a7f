// The browser tests' static host: Debian's nginx serving dist/ with the server block the build
// generates (scripts/lib/host-config), in front of the browser tests' stack. Everything nginx
// writes (pid, logs, temp files) goes to a temporary folder, so it runs as root or not.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join, resolve } from 'node:path'
import { readBuildApi } from './lib/blog-proxy.ts'
import { rulesForBuild } from './lib/host-config/index.ts'
import { nginxServer } from './lib/host-config/nginx.ts'
import { CLIENT_ROUTES_FILE } from './lib/host-config/site-rules.ts'
import { z } from 'zod'
import { pathRedirects } from '../src/features/site/lib/redirect-rule.ts'

const port = Number(process.env.E2E_NGINX_PORT ?? 4174)
const stackPort = Number(process.env.E2E_STACK_PORT ?? 54321)
const dist = resolve('dist')
const build = readBuildApi(join(dist, 'blog-site.json'))
if (!build) throw new Error('dist/blog-site.json is missing: run npm run build first')

const routeList = (file: string) =>
  z.array(z.string()).parse(JSON.parse(readFileSync(join(dist, file), 'utf8')))
const rules = rulesForBuild({
  dist,
  routes: routeList('prerendered-routes.json'),
  clientRoutes: routeList(CLIENT_ROUTES_FILE),
  redirects: pathRedirects,
  supabaseUrl: `http://127.0.0.1:${stackPort}`,
  postPages: build.postPages,
})
const dir = mkdtempSync(join(tmpdir(), 'e2e-nginx-'))
const conf = join(dir, 'nginx.conf')
const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
writeFileSync(
  conf,
  `${process.getuid?.() === 0 ? `user ${userInfo().username};\n` : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp.map((name) => `  ${name}_temp_path ${join(dir, name)};`).join('\n')}
${nginxServer(rules, { listen: `127.0.0.1:${port}`, root: dist })
  .split('\n')
  .map((line) => (line ? `  ${line}` : line))
  .join('\n')}
}
`,
)

const nginx = spawn('nginx', ['-c', conf, '-p', dir, '-e', join(dir, 'error.log')], {
  stdio: 'inherit',
})
console.log(`e2e nginx on http://127.0.0.1:${port} (config ${conf})`)
const cleanup = () => rmSync(dir, { recursive: true, force: true })
nginx.on('exit', (code) => {
  if (code) console.error(`nginx exited with ${code}: see ${join(dir, 'error.log')}`)
  else cleanup()
  process.exit(code ?? 0)
})
// nginx stops at once on SIGTERM (fast shutdown).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGTERM'))
