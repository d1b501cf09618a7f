import { describe, expect, it } from 'vitest'
import { toParagraphs } from './paragraphs.ts'

describe('toParagraphs (double line breaks make paragraphs)', () => {
  it('wraps each blank-line-separated block in a paragraph', () => {
    expect(toParagraphs('First line\nstill first\n\nSecond')).toBe(
      '<p>First line\nstill first</p>\n\n<p>Second</p>',
    )
  })

  it('treats several blank lines, blank lines with spaces and CRLF as one break', () => {
    expect(toParagraphs('One\r\n\r\n\r\nTwo\n   \nThree')).toBe(
      '<p>One</p>\n\n<p>Two</p>\n\n<p>Three</p>',
    )
  })

  it('keeps inline HTML inside the paragraph', () => {
    expect(toParagraphs('Some <strong>bold</strong> and <a href="/x">a link</a>')).toBe(
      '<p>Some <strong>bold</strong> and <a href="/x">a link</a></p>',
    )
  })

  it('leaves blocks that already are block elements alone', () => {
    const html = '<h2>Heading</h2>\n\n<ul>\n<li>a</li>\n</ul>\n\n<p>Done</p>'
    expect(toParagraphs(html)).toBe(html)
  })

  it('does not split a block element that contains a blank line', () => {
    expect(toParagraphs('<pre>line 1\n\nline 3</pre>\n\nAfter')).toBe(
      '<pre>line 1\n\nline 3</pre>\n\n<p>After</p>',
    )
  })

  it('wraps an inline image on its own line', () => {
    expect(toParagraphs('Text\n\n<img src="/a.png" alt="Blog image">')).toBe(
      '<p>Text</p>\n\n<p><img src="/a.png" alt="Blog image"></p>',
    )
  })

  it('is idempotent, so saving a post twice changes nothing', () => {
    const once = toParagraphs('A\n\nB <em>c</em>\n\n<h3>D</h3>\n\n<div>x\n\ny</div>')
    expect(toParagraphs(once)).toBe(once)
  })

  it('gives nothing for blank content', () => {
    expect(toParagraphs('\n\n  \n')).toBe('')
  })
})
