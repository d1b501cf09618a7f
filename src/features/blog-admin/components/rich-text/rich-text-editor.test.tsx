import { describe, expect, it } from 'vitest'
import { warmUpRichTextEditor } from '@/features/blog-admin/components/rich-text/rich-text-editor'

describe('warmUpRichTextEditor', () => {
  it('builds, types into and drops an editor without touching the page', () => {
    const before = document.body.innerHTML
    expect(() => warmUpRichTextEditor()).not.toThrow()
    expect(document.body.innerHTML).toBe(before)
    // Twice is as harmless: the posts screen may warm up again after a remount.
    expect(() => warmUpRichTextEditor()).not.toThrow()
  })
})
