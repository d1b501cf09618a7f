import { sanitizeBlogHtml } from '@shared/blog-html/sanitize-blog-html'
import { describe, expect, it } from 'vitest'
import {
  blogImagePath,
  inlineImageHtml,
  isBlogImageType,
} from '@/features/blog-admin/lib/image-types'

describe('blog images', () => {
  it('names a file <folder>/<timestamp>-<random>.<original extension>', () => {
    const png = { name: 'My Photo.final.PNG', type: 'image/png' }
    expect(blogImagePath(png, 'featured', 1700000000000, 'abc123def456')).toBe(
      'uploads/1700000000000-abc123def456.png',
    )
    expect(blogImagePath(png, 'inline', 1700000000000, 'abc123def456')).toBe(
      'content/1700000000000-abc123def456.png',
    )
  })

  it('falls back to the type when the name has no usable extension', () => {
    const file = { name: 'clipboard', type: 'image/jpeg' }
    expect(blogImagePath(file, 'inline', 1, 'r')).toBe('content/1-r.jpg')
    expect(blogImagePath({ name: 'x.<svg>', type: 'image/webp' }, 'inline', 1, 'r')).toBe(
      'content/1-r.webp',
    )
  })

  it('gives a random part of 12 lowercase letters and digits by default', () => {
    expect(blogImagePath({ name: 'a.gif', type: 'image/gif' }, 'featured')).toMatch(
      /^uploads\/\d{13}-[a-z0-9]{12}\.gif$/,
    )
  })

  it('accepts raster images only: no SVG, no other files', () => {
    expect(
      ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'].every(isBlogImageType),
    ).toBe(true)
    expect(['image/svg+xml', 'text/plain', 'application/pdf', ''].some(isBlogImageType)).toBe(false)
  })

  it("inserts the spec's inline image, which survives the public sanitiser unchanged", () => {
    const html = inlineImageHtml('https://cdn.example.com/blog-images/content/1-a.png')
    expect(html).toContain('alt="Blog image"')
    // As the browser parses it: the server engine writes a void element `<img ... />`.
    const parsed = (markup: string) => {
      const template = document.createElement('template')
      template.innerHTML = markup
      return template.innerHTML
    }
    expect(parsed(sanitizeBlogHtml(html))).toBe(
      '<img src="https://cdn.example.com/blog-images/content/1-a.png" alt="Blog image" style="max-width: 100%; height: auto; border-radius: 8px; margin: 16px 0">',
    )
  })
})
