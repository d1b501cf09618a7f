import { describe, expect, it } from 'vitest'
import { emptyPostForm, postFormSchema } from '@/features/blog-admin/lib/post-form-schema'

const valid = { ...emptyPostForm, title: 'A title', slug: 'a-title', content: '<p>Body</p>' }

function messages(values: Record<string, unknown>): Record<string, string | undefined> {
  const result = postFormSchema.safeParse({ ...valid, ...values })
  if (result.success) return {}
  // The first issue of each field, as the form shows it under the field.
  const issues = [...result.error.issues].reverse()
  return Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]))
}

describe('postFormSchema (the post form rules)', () => {
  it('accepts a post with only the required fields, unpublished by default', () => {
    const result = postFormSchema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(emptyPostForm.published).toBe(false)
  })

  it('requires a title', () => {
    expect(messages({ title: '   ' })).toEqual({ title: 'Title is required' })
  })

  it('drops the characters XML forbids from the title, SEO title and description', () => {
    const result = postFormSchema.parse({
      ...valid,
      title: 'Soft\u000Bbreak\u0001 title\uFFFE',
      seo_title: 'SEO\u0008 \uD800title',
      meta_description: 'About\u001F it',
    })
    expect(result).toMatchObject({
      title: 'Softbreak title',
      seo_title: 'SEO title',
      meta_description: 'About it',
    })
    expect(messages({ title: '\u0001\u000B' })).toEqual({ title: 'Title is required' })
  })

  it('requires a slug', () => {
    expect(messages({ slug: '' })).toEqual({ slug: 'Slug is required' })
  })

  it.each(['Upper-Case', 'two--hyphens', '-edge', 'edge-', 'under_score', 'spa ce', 'café'])(
    'refuses the slug %j',
    (slug) => {
      expect(messages({ slug })).toEqual({ slug: 'Slug must be lowercase with hyphens' })
    },
  )

  it.each(['a', 'post-1', '2025-review', 'a-b-c'])('accepts the slug %j', (slug) => {
    expect(messages({ slug })).toEqual({})
  })

  it('refuses a slug longer than the database takes, in the form', () => {
    const long = `${'ab-'.repeat(99)}ab` // 299 characters, well formed
    expect(long).toHaveLength(299)
    expect(messages({ slug: long })).toEqual({ slug: 'Slug must be at most 200 characters' })
    expect(messages({ slug: 'a'.repeat(200) })).toEqual({})
  })

  it('requires content', () => {
    expect(messages({ content: '  \n ' })).toEqual({ content: 'Content is required' })
  })

  it('reports every missing field at once, the slug only once a title exists', () => {
    expect(messages({ title: '', slug: '', content: '' })).toEqual({
      title: 'Title is required',
      content: 'Content is required',
    })
    expect(messages({ title: '?!', slug: '', content: '' })).toEqual({
      slug: 'Slug is required',
      content: 'Content is required',
    })
  })

  it('still checks a slug typed before the title', () => {
    expect(messages({ title: '', slug: 'Bad Slug' })).toEqual({
      title: 'Title is required',
      slug: 'Slug must be lowercase with hyphens',
    })
  })
})
