import { describe, expect, it } from 'vitest'
import type { PostPage } from '../../supabase/functions/_shared/domain/blog-post.ts'
import { BLOG_PAGE_SIZE } from '../../supabase/functions/_shared/domain/blog-rest.ts'
import { listPagesAtBuild } from './prerender-blog.ts'

const postsOf = (count: number): PostPage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    title: `Post ${i}`,
    slug: `post-${i}`,
    meta_description: null,
    featured_image: null,
    featured_image_alt: null,
    reading_time: 3,
    created_at: '2026-01-01T00:00:00Z',
    published_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    seo_title: null,
    content: '<p>Text</p>',
  }))

describe('listPagesAtBuild', () => {
  it('builds every page when all posts were read, and an empty first page for an empty blog', () => {
    expect(listPagesAtBuild({ posts: [], total: 0 })).toMatchObject([{ page: 1, posts: [] }])
    const pages = listPagesAtBuild({
      posts: postsOf(BLOG_PAGE_SIZE + 1),
      total: BLOG_PAGE_SIZE + 1,
    })
    expect(pages.map((list) => [list.page, list.pages, list.posts.length])).toEqual([
      [1, 2, BLOG_PAGE_SIZE],
      [2, 2, 1],
    ])
    expect(pages[0]?.posts[0]).not.toHaveProperty('content')
  })

  it('builds only the full pages of the newest posts, none when they fill no page', () => {
    const total = 5 * BLOG_PAGE_SIZE
    expect(listPagesAtBuild({ posts: postsOf(2 * BLOG_PAGE_SIZE + 3), total })).toHaveLength(2)
    expect(listPagesAtBuild({ posts: postsOf(3), total })).toEqual([])
    expect(listPagesAtBuild({ posts: [], total })).toEqual([])
  })
})
