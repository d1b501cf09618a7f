import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { xssCorpus } from '../../../../../tests/support/xss-corpus.ts'
import { ALLOWED_TAGS } from './allow-list.ts'
import { createBrowserSanitizer } from './engine-dompurify.ts'
import { createServerSanitizer } from './engine-sanitize-html.ts'
import { sanitizeBlogHtml } from './sanitize-blog-html.ts'

// Every engine we ship, on the same rules and the same expectations: sanitize-html where there is
// no DOM (edge functions, prerender), DOMPurify in the browser (here on a jsdom window).
const engines = [
  ['sanitize-html (functions, prerender)', createServerSanitizer()],
  ['DOMPurify (browser)', createBrowserSanitizer(new JSDOM('').window)],
] as const

const URL_ATTRIBUTES = ['href', 'src', 'cite', 'action', 'formaction', 'background', 'poster']
const EMBED =
  /^https:\/\/(www\.youtube\.com\/embed|www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//

const { document } = new JSDOM('').window

/** The fragment as a browser parses it: engines may write the same tree differently (`<br />`). */
function parsed(html: string): HTMLTemplateElement {
  const template = document.createElement('template')
  template.innerHTML = html
  return template
}

const asParsed = (html: string) => parsed(html).innerHTML

/** Every way the sanitised output could still run script or overlay the page, as a list. */
function dangers(html: string): string[] {
  const template = parsed(html)
  const found: string[] = []
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName
    if (!ALLOWED_TAGS.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      found.push(`tag <${tag}>`)
    for (const { name, value } of element.attributes) {
      // Browsers skip whitespace and control characters inside a URL's scheme.
      const compact = [...value]
        .filter((char) => char > ' ')
        .join('')
        .toLowerCase()
      if (name.startsWith('on') || name === 'srcdoc' || name.includes(':'))
        found.push(`attr ${name}`)
      const isRasterImage =
        tag === 'img' && name === 'src' && /^data:image\/(png|jpe?g|gif|webp|avif);/.test(compact)
      if (
        URL_ATTRIBUTES.includes(name) &&
        /^(javascript|vbscript|data):/.test(compact) &&
        !isRasterImage
      )
        found.push(`${name}=${value}`)
      if (
        name === 'style' &&
        /url|expression|position|z-index|behavior|binding|transform|vw|vh|:-|\\|\/\*/.test(compact)
      )
        found.push(`style=${value}`)
    }
    if (tag === 'iframe' && !EMBED.test(element.getAttribute('src') ?? ''))
      found.push('foreign iframe')
  }
  return found
}

/** HTML as the editor and the AI writer produce it. */
const editorHtml = [
  '<h2>Why identity resolution matters</h2>',
  '<p>Most visitors <strong>never fill in a form</strong>. With <em>identity resolution</em> you can <a href="https://example.com/guide">read the guide</a>, <a href="/contact">contact us</a> or <a href="#pricing">jump to pricing</a>.</p>',
  '<p>First line<br>second line</p>',
  '<img src="https://cdn.example.com/storage/v1/object/public/blog-images/content/1730000000000-abc123.png" alt="Blog image" style="max-width: 100%; height: auto; margin: 20px 0;">',
  '<h3 id="pricing">Pricing</h3>',
  '<ul><li>Visitor tracking</li><li>Automations</li></ul>',
  '<ol start="2"><li>Research &amp; Analysis</li><li>Strategy Development</li></ol>',
  '<blockquote><p>Traffic you cannot name is traffic you cannot follow up.</p></blockquote>',
  '<pre><code>const leads = visitors * 0.14\n</code></pre>',
  '<p>Inline <code>code</code>, <mark>highlight</mark>, H<sub>2</sub>O and E = mc<sup>2</sup>.</p>',
  '<table><thead><tr><th scope="col">Tier</th><th scope="col">Price per lead</th></tr></thead><tbody><tr><td>1</td><td>$0.12</td></tr></tbody></table>',
  '<figure><img src="/og-image.png" alt="Dashboard" width="1200" height="630" loading="lazy"><figcaption>The dashboard</figcaption></figure>',
  '<hr>',
  '<a href="https://example.com" target="_blank" rel="noopener noreferrer">External</a>',
  '<a href="mailto:hello@example.com">Email</a> or <a href="tel:+15555550100">call</a>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" title="Demo video" allowfullscreen=""></iframe>',
  '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Pixel">',
].join('\n')

describe('the XSS corpus', () => {
  it('has at least 50 payloads', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50)
  })
})

describe.each(engines)('%s', (_, sanitize) => {
  /** What a browser builds from the sanitised HTML, written one way. */
  const cleaned = (html: string) => asParsed(sanitize(html))

  it.each(xssCorpus)('leaves %s inert', (payload) => {
    const clean = sanitize(payload)
    expect(clean).not.toBe(payload)
    expect(dangers(clean)).toEqual([])
    // A second pass changes nothing: the output does not mutate into something else when parsed again.
    expect(sanitize(clean)).toBe(clean)
  })

  it('keeps the safe parts of a payload', () => {
    expect(cleaned('<div onmouseover="alert(1)">hover me</div>')).toBe('<div>hover me</div>')
    expect(cleaned('<a href="javascript:alert(1)">link</a>')).toBe('<a>link</a>')
    expect(
      cleaned(
        '<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">Fake</div>',
      ),
    ).toBe('<div style="width:100%; height:100%">Fake</div>')
    expect(
      cleaned('<iframe onload=alert(1) src="https://www.youtube.com/embed/abc"></iframe>'),
    ).toBe('<iframe src="https://www.youtube.com/embed/abc"></iframe>')
  })

  it('adds noopener to links that open a new tab', () => {
    expect(cleaned('<a href="https://example.com" target="_blank">out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
    )
  })

  it('keeps the HTML the editor and the AI writer produce, but moves in-page anchors into the post namespace', () => {
    expect(cleaned(editorHtml)).toBe(
      asParsed(
        editorHtml
          .replace('href="#pricing"', 'href="#user-content-pricing"')
          .replace('id="pricing"', 'id="user-content-pricing"'),
      ),
    )
  })

  it('keeps ids on headings only, prefixed, and drops every name (DOM clobbering)', () => {
    expect(
      cleaned(
        '<h2 id="blog-post-data">A</h2><div id="blog-post-data">B</div><img name="blog-post-data" id="x" src="/a.png" alt="a"><a name="top" id="top" href="#blog-post-data">C</a>',
      ),
    ).toBe(
      '<h2 id="user-content-blog-post-data">A</h2><div>B</div><img src="/a.png" alt="a"><a href="#user-content-blog-post-data">C</a>',
    )
  })

  it('narrows a YouTube or Vimeo iframe allow list to what a player needs', () => {
    expect(
      cleaned(
        '<iframe src="https://player.vimeo.com/video/76979871" allow="camera; microphone; geolocation; clipboard-read; autoplay; fullscreen \'self\'; picture-in-picture; encrypted-media" allowfullscreen></iframe>',
      ),
    ).toBe(
      '<iframe src="https://player.vimeo.com/video/76979871" allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen=""></iframe>',
    )
    expect(
      cleaned(
        '<iframe src="https://www.youtube.com/embed/abc" allow="camera; microphone; geolocation; clipboard-read"></iframe>',
      ),
    ).toBe('<iframe src="https://www.youtube.com/embed/abc"></iframe>')
  })
})

describe('sanitizeBlogHtml', () => {
  it('is the server engine where there is no DOM', () => {
    expect(sanitizeBlogHtml(editorHtml)).toBe(createServerSanitizer()(editorHtml))
  })
})

describe('the allow-list', () => {
  // sanitize-html is pinned below the releases that fixed mutation XSS through </textarea/> and
  // SVG animations of URL attributes (newer releases require Node 22); both need one of these
  // tags allowed, so none may ever join the list while that pin stays.
  it.each(['textarea', 'xmp', 'svg', 'animate', 'set', 'math', 'noscript', 'style', 'script'])(
    'never admits <%s>',
    (tag) => {
      expect(ALLOWED_TAGS).not.toContain(tag)
    },
  )
})
