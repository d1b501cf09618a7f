import { afterEach, describe, expect, it } from 'vitest'
import { applyHeadTags } from './head-tags'

afterEach(() => {
  document.head.innerHTML = ''
})

const prerenderedHead = `<title>Blog | Brand</title><meta name="robots" content="index, follow"><link rel="canonical" href="https://site.test/blog/page/3"><link rel="prev" href="https://site.test/blog/page/2"><link rel="next" href="https://site.test/blog/page/4">`

describe('applyHeadTags', () => {
  it('updates the page’s own tags in place, adds what is missing, drops a rel link that no longer applies', () => {
    document.head.innerHTML = prerenderedHead
    applyHeadTags(
      [
        { tag: 'title', text: 'Blog – Page 3 | Brand' },
        { tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } },
        { tag: 'link', attrs: { rel: 'canonical', href: 'https://site.test/blog/page/3' } },
        { tag: 'link', attrs: { rel: 'prev', href: 'https://site.test/blog/page/2' } },
        { tag: 'meta', attrs: { property: 'og:url', content: 'https://site.test/blog/page/3' } },
      ],
      ['prev', 'next'],
    )
    expect(document.title).toBe('Blog – Page 3 | Brand')
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://site.test/blog/page/3',
    )
    expect(document.head.querySelector('link[rel="prev"]')).not.toBeNull()
    expect(document.head.querySelector('link[rel="next"]')).toBeNull()
  })

  it('removes on cleanup only what it added (the SPA leaves the page)', () => {
    document.head.innerHTML = '<title>Workshop</title>'
    const cleanup = applyHeadTags([
      { tag: 'title', text: 'A post | Brand' },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://site.test/blog/a-post' } },
    ])
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull()
    cleanup()
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
  })
})
