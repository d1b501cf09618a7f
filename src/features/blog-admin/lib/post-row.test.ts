import { describe, expect, it } from 'vitest'
import { emptyPostForm } from '@/features/blog-admin/lib/post-form-schema'
import { toFormValues, toPostRow } from '@/features/blog-admin/lib/post-row'

describe('toPostRow (the insert/update fields)', () => {
  it('sends null for empty optional fields and applies the paragraph rule', () => {
    const row = toPostRow({
      ...emptyPostForm,
      title: ' Title ',
      slug: 'title',
      content: 'One\n\nTwo',
      seo_title: '   ',
      featured_image_alt: 'A chart',
    })
    expect(row).toEqual({
      title: 'Title',
      slug: 'title',
      content: '<p>One</p>\n\n<p>Two</p>',
      meta_description: null,
      seo_title: null,
      featured_image: null,
      featured_image_alt: 'A chart',
      published: false,
      published_at: null,
    })
  })

  it('round-trips through the form values', () => {
    const row = toPostRow({ ...emptyPostForm, title: 'T', slug: 't', content: '<p>C</p>' })
    expect(toPostRow(toFormValues(row))).toEqual(row)
    const dated = { ...row, published_at: '2026-12-01T09:30:15.000Z' }
    expect(toPostRow(toFormValues(dated))).toEqual(dated)
  })
})
