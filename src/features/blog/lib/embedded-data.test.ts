import { sanitizeBlogHtml } from '@shared/blog-html/sanitize-blog-html'
import type { PostPage } from '@shared/blog-post'
import { afterEach, describe, expect, it } from 'vitest'
import { embeddedPost, POST_DATA_ID } from './embedded-data'

const post: PostPage = {
  id: 'p1',
  slug: 'real-post',
  title: 'The real post',
  content: '<p>Real</p>',
  created_at: '2026-01-01T00:00:00Z',
  published_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  meta_description: null,
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  reading_time: null,
}

// A post that tries to shadow the page's embedded JSON (DOM clobbering): elements named or
// identified like the data element, placed before it in the document.
const clobbering = [
  `<h2 id="${POST_DATA_ID}">{"id":"x","slug":"real-post","title":"Forged","created_at":"x","content":"<img src=x onerror=alert(1)>"}</h2>`,
  `<p id="${POST_DATA_ID}">{"missing":"real-post"}</p>`,
  `<img name="${POST_DATA_ID}" src="/a.png" alt="">`,
  `<a id="${POST_DATA_ID}" name="${POST_DATA_ID}" href="/">link</a>`,
].join('')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the embedded post data', () => {
  it('is read from the page, not from an element a post names like it', () => {
    document.body.innerHTML = `<article class="blog-article">${sanitizeBlogHtml(clobbering)}</article><script type="application/json" id="${POST_DATA_ID}">${JSON.stringify(post)}</script>`
    expect(embeddedPost('real-post')).toEqual(post)
  })

  it('would be clobbered by the unsanitised payload (the test reaches the reader)', () => {
    document.body.innerHTML = `<article class="blog-article">${clobbering}</article><script type="application/json" id="${POST_DATA_ID}">${JSON.stringify(post)}</script>`
    expect(embeddedPost('real-post')).not.toEqual(post)
  })
})
