import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'
import type { PostPage } from '../blog-post.ts'
import { renderRss, renderSitemap } from './feeds.ts'
import type { BlogSite } from './post-meta.ts'

const site: BlogSite = {
  siteUrl: 'https://www.example.com',
  brand: 'LeadSight',
  organization: { '@type': 'Organization', name: 'LeadSight' },
}

// Titles as editors and models write them: pasted control characters (Word's soft line break
// is U+000B), noncharacters, lone surrogates, and the characters XML must escape.
const oddTitles = [
  'Start\u0001of heading',
  'Back\u0008space',
  'Soft\u000Bline break',
  'Form\u000Cfeed and\u0000null',
  'Escape \u001B[31mred',
  'Not a character\uFFFE\uFFFF',
  'Lone high \uD800 surrogate',
  'Lone low \uDC00 surrogate',
  'Reversed pair \uDC00\uD800',
  'Emoji 🚀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 stay',
  'Tab\tnew\nline\r\nreturn',
  'Tom & Jerry\'s "Guide" <script>alert(1)</script> ]]> <![CDATA[',
  'Delete \u007F and C1 \u0085 \u009F',
]

const postWith = (title: string, n: number): PostPage => ({
  id: String(n),
  title,
  slug: `post-${n}`,
  meta_description: `About ${title}`,
  seo_title: null,
  featured_image: null,
  featured_image_alt: null,
  reading_time: 1,
  created_at: '2025-05-10T12:00:00+00:00',
  published_at: '2025-05-10T12:00:00+00:00',
  updated_at: '2025-05-11T12:00:00+00:00',
  content: '<p>Body</p>',
})

/** A conformant XML 1.0 parser (saxes, strict): throws on the first well-formedness error. */
function parseXml(xml: string): { texts: Map<string, string[]> } {
  const parser = new SaxesParser({ xmlns: true })
  const texts = new Map<string, string[]>()
  let open: string | null = null
  parser.on('error', (error) => {
    throw error
  })
  parser.on('opentag', (tag) => {
    open = tag.name
  })
  parser.on('text', (text) => {
    if (open) texts.set(open, [...(texts.get(open) ?? []), text])
  })
  parser.on('closetag', () => {
    open = null
  })
  parser.write(xml).close()
  return { texts }
}

describe('the feed and sitemap as XML', () => {
  it.each(oddTitles.map((title, n) => [JSON.stringify(title), title, n] as const))(
    'the RSS feed stays well-formed with the title %s',
    (_, title, n) => {
      const xml = renderRss(site, [postWith(title, n)])
      expect(() => parseXml(xml)).not.toThrow()
    },
  )

  it('keeps the allowed characters of every title and drops only the forbidden ones', () => {
    const xml = renderRss(site, oddTitles.map(postWith))
    const titles = parseXml(xml).texts.get('title')?.slice(1)
    expect(titles).toEqual([
      'Startof heading',
      'Backspace',
      'Softline break',
      'Formfeed andnull',
      'Escape [31mred',
      'Not a character',
      'Lone high  surrogate',
      'Lone low  surrogate',
      'Reversed pair ',
      'Emoji 🚀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 stay',
      // An XML parser normalises line ends (XML 1.0 §2.11).
      'Tab\tnew\nline\nreturn',
      'Tom & Jerry\'s "Guide" <script>alert(1)</script> ]]> <![CDATA[',
      'Delete \u007F and C1 \u0085 \u009F',
    ])
  })

  it('writes a well-formed sitemap whatever the routes and dates hold', () => {
    const xml = renderSitemap(
      site,
      ['/', '/blog\u0001', '/odd\uFFFE\uD800'],
      oddTitles.map((title, n) => ({ ...postWith(title, n), updated_at: `2025\u000B-05-11` })),
    )
    expect(() => parseXml(xml)).not.toThrow()
  })
})

describe('the RSS description', () => {
  it('is plain text a feed reader cannot decode into live HTML', () => {
    const post = {
      ...postWith('Markup', 1),
      meta_description: null,
      content: '<p>Read &lt;img src=x onerror=alert(1)&gt; carefully &amp; slowly.</p>',
    }
    const withMeta = { ...postWith('Meta', 2), meta_description: '<b>Bold</b> & <i>more</i>' }
    const descriptions = parseXml(renderRss(site, [post, withMeta])).texts.get('description')
    // What a reader gets after XML parsing is HTML (RSS 2.0): escaped once more, it shows as text.
    expect(descriptions?.slice(1)).toEqual([
      'Read &lt;img src=x onerror=alert(1)&gt; carefully &amp; slowly.',
      '&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;i&gt;more&lt;/i&gt;',
    ])
  })
})
