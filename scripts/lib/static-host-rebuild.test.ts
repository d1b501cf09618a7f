import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PostPage } from '../../supabase/functions/_shared/domain/blog-post.ts'
import { SHELL_PATH, SLOTS } from '../../supabase/functions/_shared/domain/blog-page/slots.ts'
import { rebuildPostPages } from './static-host-rebuild.ts'

const post: PostPage = {
  id: '1',
  title: 'Fresh post',
  slug: 'fresh-post',
  meta_description: 'Just published',
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  reading_time: 1,
  created_at: '2026-11-25T02:00:00+00:00',
  published_at: '2026-11-25T02:00:00+00:00',
  updated_at: '2026-11-25T02:00:00+00:00',
  content: '<p>Readable without JavaScript.</p>',
}

let dist: string
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'rebuild-'))
  writeFileSync(
    join(dist, 'blog-site.json'),
    JSON.stringify({
      siteUrl: 'https://www.example.com',
      brand: 'LeadSight',
      organization: { '@type': 'Organization' },
      routes: ['/', '/blog'],
      api: { url: 'http://stack.invalid', publishableKey: 'anon' },
      postPages: 'static',
    }),
  )
  writeFileSync(
    join(dist, 'blog-post-shell.html'),
    `<head>${SLOTS.head}</head><div id="root" data-prerendered="${SHELL_PATH}"><article>${SLOTS.article}</article>${SLOTS.data}</div>`,
  )
  for (const file of ['blog/index.html', 'blog/unpublished-post/index.html', 'blog/cover.svg']) {
    mkdirSync(join(dist, file, '..'), { recursive: true })
    writeFileSync(join(dist, file), 'built earlier')
  }
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('the static host stand-in', () => {
  it('writes a page per published post and removes pages of posts no longer published', async () => {
    const asked: string[] = []
    const fetchRows: typeof fetch = async (url) => {
      asked.push(String(url))
      // The bodies come by slug from published_post_bodies (a visitor may not read content).
      const body = String(url).endsWith('/rpc/published_post_bodies')
        ? { [post.slug]: post.content }
        : [{ ...post, content: undefined }]
      return new Response(JSON.stringify(body), { status: 200 })
    }
    expect(await rebuildPostPages(dist, fetchRows)).toEqual(['fresh-post'])
    expect(asked[0]).toMatch(/^http:\/\/stack\.invalid\/rest\/v1\/blog_posts\?.*published=eq\.true/)
    const page = readFileSync(join(dist, 'blog/fresh-post/index.html'), 'utf8')
    expect(page).toContain('<p>Readable without JavaScript.</p>')
    expect(page).toContain('data-prerendered="/blog/fresh-post"')
    expect(existsSync(join(dist, 'blog/unpublished-post'))).toBe(false)
    // The list and the images are not post pages.
    expect(readFileSync(join(dist, 'blog/index.html'), 'utf8')).toBe('built earlier')
    expect(existsSync(join(dist, 'blog/cover.svg'))).toBe(true)
  })
})
