// The routes the browser benches measure: every prerendered route, then one published post.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The prerendered routes, then one published post (the first one the build wrote). */
export function publicRoutes(dist: string): string[] {
  const routes: string[] = JSON.parse(readFileSync(join(dist, 'prerendered-routes.json'), 'utf8'))
  const posts = existsSync(join(dist, 'blog'))
    ? readdirSync(join(dist, 'blog'), { withFileTypes: true }).filter((entry) =>
        existsSync(join(dist, 'blog', entry.name, 'index.html')),
      )
    : []
  const post = posts[0]
  return [...routes, ...(post ? [`/blog/${post.name}`] : [])]
}
