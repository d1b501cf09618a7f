import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Editor, getHTMLFromFragment, getSchema, type JSONContent } from '@tiptap/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeBlogHtml } from '@shared/blog-html/sanitize-blog-html'
import { toParagraphs } from '@shared/blog-html/paragraphs'
import { blogEditorExtensions, embedUrl } from '@/features/blog-admin/lib/rich-text-extensions'
import { lostMarkup } from '@/features/blog-admin/lib/rich-text-fidelity'

// The same HTML however it is spelled (`<img>` or `<img />`, attribute quoting).
const normal = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.innerHTML

// What the editor's getHTML() returns for a document, without mounting a view per run.
const schema = getSchema(blogEditorExtensions())
const documentHtml = (doc: JSONContent) =>
  getHTMLFromFragment(schema.nodeFromJSON(doc).content, schema)

function editorHtml(content: string | JSONContent): string {
  const editor = new Editor({ extensions: blogEditorExtensions(), content })
  const html = editor.getHTML()
  editor.destroy()
  return html
}

// Documents the editor can hold: text with every mark, links, headings, lists, quotes, code,
// rules, breaks, images and embeds.
const word = fc.stringMatching(/^[A-Za-z0-9 &<>"'.,!?-]{1,12}$/)
type Mark = { type: string; attrs?: Record<string, string> }
const mark = fc.constantFrom<Mark>(
  { type: 'bold' },
  { type: 'italic' },
  { type: 'strike' },
  { type: 'underline' },
  { type: 'code' },
)
const link = fc
  .constantFrom(
    '/pricing',
    'https://example.com/a?b=1',
    'mailto:team@example.com',
    '#user-content-intro',
  )
  .map<Mark>((href) => ({ type: 'link', attrs: { href } }))
const text = fc
  .record({
    text: word,
    marks: fc.uniqueArray(fc.oneof(mark, link), { maxLength: 2, selector: (m) => m.type }),
  })
  .map<JSONContent>(({ text: t, marks }) => ({ type: 'text', text: t, marks }))
const image = fc
  .record({
    src: fc.constantFrom('https://cdn.example.com/a.png', '/blog/b.webp'),
    alt: fc.constantFrom('A chart of leads', 'Blog image', ''),
  })
  .map<JSONContent>((attrs) => ({ type: 'image', attrs }))
const inline = fc.array(
  fc.oneof({ weight: 5, arbitrary: text }, image, fc.constant<JSONContent>({ type: 'hardBreak' })),
  { minLength: 1, maxLength: 5 },
)
const paragraph = inline.map<JSONContent>((content) => ({ type: 'paragraph', content }))
const heading = fc
  .record({
    level: fc.constantFrom(2, 3, 4),
    content: fc.array(text, { minLength: 1, maxLength: 3 }),
  })
  .map<JSONContent>(({ level, content }) => ({ type: 'heading', attrs: { level }, content }))
const list = fc
  .record({
    type: fc.constantFrom('bulletList', 'orderedList'),
    items: fc.array(paragraph, { minLength: 1, maxLength: 3 }),
  })
  .map<JSONContent>(({ type, items }) => ({
    type,
    content: items.map((item) => ({ type: 'listItem', content: [item] })),
  }))
const block = fc.oneof(
  { weight: 4, arbitrary: paragraph },
  heading,
  list,
  paragraph.map<JSONContent>((p) => ({ type: 'blockquote', content: [p] })),
  word.map<JSONContent>((t) => ({ type: 'codeBlock', content: [{ type: 'text', text: t }] })),
  fc.constant<JSONContent>({ type: 'horizontalRule' }),
  fc
    .constantFrom(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
    )
    .map<JSONContent>((src) => ({ type: 'videoEmbed', attrs: { src } })),
)
const documents = fc
  .array(block, { minLength: 1, maxLength: 8 })
  .map<JSONContent>((content) => ({ type: 'doc', content }))

describe('the rich-text editor and the sanitiser allow-list', () => {
  it('produces only HTML the shared sanitiser keeps unchanged', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const html = documentHtml(doc)
        expect(normal(sanitizeBlogHtml(html))).toBe(normal(html))
      }),
      { numRuns: 100 },
    )
    // jsdom parses each document twice; on a busy 2-core machine 100 runs take seconds.
  }, 60_000)

  it('opens every seeded post and saves it back with no allowed markup lost', () => {
    const seed = readFileSync(resolve(process.cwd(), 'supabase/seed.sql'), 'utf8')
    const posts = [...seed.matchAll(/\$html\$([\s\S]*?)\$html\$/g)].map((m) => m[1] ?? '')
    expect(posts.length).toBeGreaterThan(0)
    for (const content of posts) {
      const saved = toParagraphs(editorHtml(content))
      expect(lostMarkup(sanitizeBlogHtml(content), sanitizeBlogHtml(saved))).toEqual([])
      expect(normal(sanitizeBlogHtml(saved))).toBe(normal(saved))
    }
  })

  it('keeps YouTube and Vimeo embeds and drops other iframes', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    )
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    )
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871')
    expect(embedUrl('https://evil.example/embed/x')).toBeNull()
    expect(editorHtml('<iframe src="https://evil.example/embed/x"></iframe><p>Text</p>')).toBe(
      '<p>Text</p>',
    )
  })

  it('reports markup the editor would drop (such content opens as HTML)', () => {
    const table = '<table><tbody><tr><td>Cell</td></tr></tbody></table>'
    expect(lostMarkup(table, editorHtml(table))).toEqual(
      expect.arrayContaining(['table', 'tbody', 'tr', 'td']),
    )
  })
})
