import { describe, expect, it } from 'vitest'
import type { PostCardPage } from '@shared/blog-rest'
import { listHeadTags, pageOfPath } from './list-page'

const listOf = (page: number, pages: number): PostCardPage => ({
  posts: [],
  total: pages * 12,
  page,
  pages,
})

const attrsOf = (page: number, list: PostCardPage, rel: string) =>
  listHeadTags(page, list).find((tag) => tag.tag === 'link' && tag.attrs.rel === rel)

describe('the /blog page an address asks for', () => {
  it('reads /blog and /blog/page/<n>, and nothing else', () => {
    expect(pageOfPath('/blog')).toBe(1)
    expect(pageOfPath('/blog/page/50')).toBe(50)
    expect(pageOfPath('/blog/page/50/')).toBe(50)
    expect(pageOfPath('/blog/page/1')).toBe(1)
    expect(pageOfPath('/blog/page/0')).toBeNull()
    expect(pageOfPath('/blog/page/two')).toBeNull()
    expect(pageOfPath('/blog/page/')).toBeNull()
  })
})

describe('what a list page says about itself', () => {
  it('names its neighbours, its own title and canonical', () => {
    const tags = listHeadTags(3, listOf(3, 5))
    expect(tags).toContainEqual({ tag: 'title', text: expect.stringMatching(/^Blog – Page 3/) })
    expect(attrsOf(3, listOf(3, 5), 'canonical')).toMatchObject({
      attrs: { href: expect.stringMatching(/\/blog\/page\/3$/) },
    })
    expect(attrsOf(3, listOf(3, 5), 'prev')).toMatchObject({
      attrs: { href: expect.stringMatching(/\/blog\/page\/2$/) },
    })
    expect(attrsOf(3, listOf(3, 5), 'next')).toMatchObject({
      attrs: { href: expect.stringMatching(/\/blog\/page\/4$/) },
    })
  })

  it('has no prev on the first page and no next on the last', () => {
    expect(attrsOf(1, listOf(1, 5), 'prev')).toBeUndefined()
    expect(attrsOf(5, listOf(5, 5), 'next')).toBeUndefined()
    expect(attrsOf(2, listOf(2, 2), 'prev')).toMatchObject({
      attrs: { href: expect.stringMatching(/\/blog$/) },
    })
  })

  it('past the last page: not indexed, and prev is the last page', () => {
    const list = listOf(9, 4)
    expect(listHeadTags(9, list)).toContainEqual({
      tag: 'meta',
      attrs: { name: 'robots', content: 'noindex, nofollow' },
    })
    expect(attrsOf(9, list, 'prev')).toMatchObject({
      attrs: { href: expect.stringMatching(/\/blog\/page\/4$/) },
    })
    expect(attrsOf(9, list, 'next')).toBeUndefined()
  })
})
