import { describe, expect, it } from 'vitest'
import { decodeEntities, escapeHtml, htmlToLine, htmlToText } from './html-text.ts'

describe('escapeHtml', () => {
  it('escapes what could end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    )
  })

  it('round-trips through decodeEntities', () => {
    const text = `5 < 6 & "quotes" 'too' > &amp;`
    expect(decodeEntities(escapeHtml(text))).toBe(text)
  })
})

describe('decodeEntities', () => {
  it('decodes the basic named entities and numeric ones, and keeps the rest', () => {
    expect(decodeEntities('&lt;&GT;&quot;&apos;&nbsp;&#39;&#x2019;&#8212;&copy;&#0;')).toBe(
      `<>"' '’—&copy;&#0;`,
    )
  })
})

describe('htmlToText', () => {
  const email =
    '<head><title>Brand</title></head><h2>Reset</h2><p>Follow <b>this</b> link:</p><p><a href="https://x.test/?a=1&amp;b=2">Reset it</a></p><table><tr><td>One</td><td>Two</td></tr></table><script>alert(1)</script>Bye<br>now'

  it('reads an HTML message line by line, with link targets', () => {
    expect(htmlToText(email)).toBe(
      'Reset\nFollow this link:\nReset it (https://x.test/?a=1&b=2)\nOne Two\n\nBye\nnow',
    )
  })

  it('leaves the link targets out when asked', () => {
    expect(htmlToText('<p><a href="/x">Label</a></p>', { linkTargets: false })).toBe('Label')
  })

  it('collapses blank lines and spaces', () => {
    expect(htmlToText('<p>a   b</p>\n\n\n\n<p>c</p>')).toBe('a b\n\nc')
  })
})

describe('htmlToLine', () => {
  it('gives a description one line of text, without link targets', () => {
    expect(
      htmlToLine('<h2>Title</h2><p>Read <a href="/more">more</a> &amp; <em>more</em>.</p>'),
    ).toBe('Title Read more & more.')
  })

  it('drops scripts, styles and templates', () => {
    expect(htmlToLine('<style>p{}</style><template><p>x</p></template>Kept')).toBe('Kept')
  })
})
