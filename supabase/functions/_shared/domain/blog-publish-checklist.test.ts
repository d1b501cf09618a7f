import { describe, expect, it } from 'vitest'
import {
  BLOCKING_CHECK_IDS,
  blockingCheckNames,
  blockingIds,
  checklistMessages,
  isBlockingCheckId,
  NEAR_DUPLICATE_THRESHOLD,
  publishChecklist,
  type ChecklistPost,
} from './blog-publish-checklist.ts'

const description = 'A clear summary of the post for search results, well past fifty characters.'

// A post that passes every check, blocking and advisory.
const ready: ChecklistPost = {
  title: 'Seven CRM automations',
  content:
    '<h2>Why</h2><p>Read <a href="/pricing">our prices</a>.</p><h3>How</h3><img src="/a.png" alt="A lead card">',
  meta_description: description,
  seo_title: null,
  featured_image: 'https://cdn.example.com/cover.webp?v=2',
  featured_image_alt: 'A booked call',
}

const check = (
  fields: Partial<ChecklistPost>,
  duplicate: Parameters<typeof publishChecklist>[1] = null,
) => publishChecklist({ ...ready, ...fields }, duplicate)

describe('publishChecklist', () => {
  it('passes a post that meets every rule', () => {
    expect(check({})).toEqual({ blocking: [], advisory: [] })
  })

  it('blocks a post without a title', () => {
    expect(check({ title: '   ' }).blocking).toEqual([{ id: 'title', message: 'Add a title.' }])
  })

  it('blocks a meta description shorter than 50 or longer than 160 characters', () => {
    expect(check({ meta_description: 'x'.repeat(49) }).blocking).toEqual([
      {
        id: 'meta_description',
        message:
          'The meta description (or the opening of the content used in its place) must be 50-160 characters; it is 49.',
      },
    ])
    expect(blockingIds(check({ meta_description: 'x'.repeat(50) }))).toEqual([])
    expect(blockingIds(check({ meta_description: 'x'.repeat(160) }))).toEqual([])
    expect(check({ meta_description: 'x'.repeat(161) }).blocking[0]?.message).toMatch(
      /it is 161\.$/,
    )
  })

  it('takes the opening of the content when there is no meta description', () => {
    const long = `<h2>Why</h2><p>${'word '.repeat(60)}<a href="/x">link</a></p>`
    expect(blockingIds(check({ meta_description: null, content: long }))).toEqual([])
    expect(blockingIds(check({ meta_description: '', content: '<p>Too short.</p>' }))).toEqual([
      'meta_description',
    ])
  })

  it("blocks images without alt text, with an empty one or with the default 'Blog image'", () => {
    const content =
      '<p><a href="/x">x</a></p><img src="/1.png" alt="Blog image"><img src="/2.png"><img src="/3.png" alt=""><img src="/4.png" alt=\'A chart\'><img src=/5.png alt=Chart>'
    expect(check({ content }).blocking).toEqual([
      {
        id: 'image_alt',
        message: "3 images have no alt text or the default 'Blog image': describe them.",
      },
    ])
    expect(check({ content: '<img src="/1.png" alt=" Blog image ">' }).blocking[0]?.message).toBe(
      "1 image has no alt text or the default 'Blog image': describe it.",
    )
  })

  it('blocks a featured image without alt text, or an SVG one', () => {
    expect(check({ featured_image_alt: ' ' }).blocking).toEqual([
      { id: 'featured_image_alt', message: checklistMessages.featuredImageAlt },
    ])
    expect(blockingIds(check({ featured_image: '/blog/cover.SVG?x=1' }))).toEqual([
      'featured_image_svg',
    ])
    expect(blockingIds(check({ featured_image: 'data:image/svg+xml;base64,AAA' }))).toEqual([
      'featured_image_svg',
    ])
    expect(blockingIds(check({ featured_image: null, featured_image_alt: null }))).toEqual([])
  })

  it('blocks a skipped heading level, counting the title as the h1', () => {
    const link = '<a href="/x">x</a>'
    expect(check({ content: `<h3>Deep</h3>${link}` }).blocking).toEqual([
      { id: 'heading_levels', message: 'A heading level is skipped: Heading 3 follows Heading 1.' },
    ])
    expect(check({ content: `<h2>A</h2><h4>B</h4>${link}` }).blocking[0]?.message).toBe(
      'A heading level is skipped: Heading 4 follows Heading 2.',
    )
    expect(
      blockingIds(check({ content: `<h2>A</h2><h3>B</h3><h2>C</h2><H3>D</H3>${link}` })),
    ).toEqual([])
  })

  it('blocks a near duplicate at or above the threshold only', () => {
    expect(check({}, { title: 'Old post', similarity: NEAR_DUPLICATE_THRESHOLD }).blocking).toEqual(
      [{ id: 'near_duplicate', message: 'Nearly the same as “Old post” (80% similar).' }],
    )
    expect(
      check({}, { title: 'Old post', similarity: NEAR_DUPLICATE_THRESHOLD - 0.01 }).blocking,
    ).toEqual([])
  })

  it('advises on an SEO title over 60 characters, without blocking', () => {
    expect(check({ seo_title: 'x'.repeat(61) })).toEqual({
      blocking: [],
      advisory: [
        {
          id: 'seo_title_length',
          message: 'The SEO title is 61 characters; search results show about 60.',
        },
      ],
    })
    expect(check({ seo_title: 'x'.repeat(60) }).advisory).toEqual([])
  })

  it('advises when nothing links to another page of the site', () => {
    const external =
      '<p><a href="https://example.org/">elsewhere</a> <a href="//cdn.x/y">cdn</a></p>'
    expect(check({ content: external })).toEqual({
      blocking: [],
      advisory: [{ id: 'internal_link', message: 'No link to another page of this site.' }],
    })
    expect(
      publishChecklist(
        { ...ready, content: '<a href="https://leadsight.example/pricing">x</a>' },
        null,
        { siteOrigin: 'https://leadsight.example' },
      ).advisory,
    ).toEqual([])
  })
})

describe('the blocking check ids', () => {
  it('lists every check a failing post reports, in the order the checklist reports them', () => {
    const failing = publishChecklist(
      {
        title: ' ',
        content: '<h3>Deep</h3><img src="/a.png" alt="Blog image">',
        meta_description: 'Short',
        seo_title: null,
        featured_image: '/cover.svg',
        featured_image_alt: '',
      },
      { title: 'Older post', similarity: NEAR_DUPLICATE_THRESHOLD },
    )
    expect(blockingIds(failing)).toEqual(BLOCKING_CHECK_IDS)
  })

  it('names each check for "Not published: <check>" and recognises only known ids', () => {
    expect(BLOCKING_CHECK_IDS.map((id) => blockingCheckNames[id])).toEqual([
      'no title',
      'meta description length',
      'image alt text',
      'featured image alt text',
      'SVG featured image',
      'skipped heading level',
      'near duplicate',
    ])
    expect(isBlockingCheckId('near_duplicate')).toBe(true)
    expect(isBlockingCheckId('internal_link')).toBe(false)
  })
})
