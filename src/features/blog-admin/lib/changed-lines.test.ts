import { describe, expect, it } from 'vitest'
import { markChangedLines } from '@/features/blog-admin/lib/changed-lines'

describe('markChangedLines', () => {
  it('marks the lines the other version does not have, ignoring indentation', () => {
    expect(markChangedLines('<p>Same</p>\n<p>Old</p>', '  <p>Same</p>\n<p>New</p>')).toEqual([
      { text: '<p>Same</p>', changed: false },
      { text: '<p>Old</p>', changed: true },
    ])
  })
})
