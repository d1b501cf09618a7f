import { describe, expect, it } from 'vitest'
import { articleSchema } from './article.ts'

describe("the writer's article", () => {
  it('loses the characters XML forbids from its title, SEO title and description', () => {
    const article = articleSchema.parse({
      title: 'Identity\u000B resolution\u0001 \uDC00guide',
      seo_title: '\u0008SEO title\uFFFF',
      meta_description: 'Read\u001B this',
      content_html: '<p>Body</p>',
    })
    expect(article).toMatchObject({
      title: 'Identity resolution guide',
      seo_title: 'SEO title',
      meta_description: 'Read this',
    })
    expect(articleSchema.safeParse({ ...article, title: '\u0001\u0002' }).success).toBe(false)
  })
})
