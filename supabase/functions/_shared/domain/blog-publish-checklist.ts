// The one publish checklist for blog posts, whoever publishes: the post editor, the campaign
// writer's auto-publish and the database (the trigger of migration
// 20261129070000_blog_publish_checklist.sql states the same blocking rules in SQL, and
// tests/blog/blog-publish-checklist.test.ts checks that both agree). Pure: the near-duplicate
// lookup is the caller's (the `blog_post_near_duplicate` RPC, pg_trgm), passed in as its result.
import { postDescription } from './blog-page/post-meta.ts'

/** The alt text the editor gives an inserted image until someone describes it. */
export const DEFAULT_IMAGE_ALT = 'Blog image'

export const META_DESCRIPTION_MIN = 50
export const META_DESCRIPTION_MAX = 160
export const SEO_TITLE_MAX = 60

/**
 * pg_trgm `similarity()` of two posts' title + text (tags stripped) at or above which the newer
 * one is a near duplicate. Posts on the same subject written separately score about 0.3 to 0.5;
 * a copy with a changed paragraph or two stays above 0.8.
 */
export const NEAR_DUPLICATE_THRESHOLD = 0.8

export type BlockingCheckId =
  | 'title'
  | 'meta_description'
  | 'image_alt'
  | 'featured_image_alt'
  | 'featured_image_svg'
  | 'heading_levels'
  | 'near_duplicate'

export type AdvisoryCheckId = 'seo_title_length' | 'internal_link'

/** Every blocking check, in the order the checklist (and the database) reports them. */
export const BLOCKING_CHECK_IDS: readonly BlockingCheckId[] = [
  'title',
  'meta_description',
  'image_alt',
  'featured_image_alt',
  'featured_image_svg',
  'heading_levels',
  'near_duplicate',
]

export const isBlockingCheckId = (id: string): id is BlockingCheckId =>
  BLOCKING_CHECK_IDS.some((known) => known === id)

/**
 * Short names of the blocking checks, for a draft that auto-publish held back ("Not published:
 * <names>"): the ids are what is stored on the post, the full messages are the editor's.
 */
export const blockingCheckNames: Record<BlockingCheckId, string> = {
  title: 'no title',
  meta_description: 'meta description length',
  image_alt: 'image alt text',
  featured_image_alt: 'featured image alt text',
  featured_image_svg: 'SVG featured image',
  heading_levels: 'skipped heading level',
  near_duplicate: 'near duplicate',
}

export type ChecklistIssue<Id extends string> = { id: Id; message: string }

export type PublishChecklist = {
  blocking: ChecklistIssue<BlockingCheckId>[]
  advisory: ChecklistIssue<AdvisoryCheckId>[]
}

export type ChecklistPost = {
  title: string
  content: string
  meta_description: string | null
  seo_title: string | null
  featured_image: string | null
  featured_image_alt: string | null
}

/** The closest other post, when the lookup found one at or above the threshold. */
export type NearDuplicate = { title: string; similarity: number } | null

/** The exact texts the editor shows (and the database's refusal names the check ids). */
export const checklistMessages = {
  title: 'Add a title.',
  metaDescription: (length: number) =>
    `The meta description (or the opening of the content used in its place) must be ${META_DESCRIPTION_MIN}-${META_DESCRIPTION_MAX} characters; it is ${length}.`,
  imageAlt: (count: number) =>
    count === 1
      ? `1 image has no alt text or the default '${DEFAULT_IMAGE_ALT}': describe it.`
      : `${count} images have no alt text or the default '${DEFAULT_IMAGE_ALT}': describe them.`,
  featuredImageAlt: 'The featured image needs alt text.',
  featuredImageSvg:
    'The featured image is an SVG, which social networks do not show: use PNG, JPEG, WebP, GIF or AVIF.',
  headingLevels: (from: number, to: number) =>
    `A heading level is skipped: Heading ${to} follows Heading ${from}.`,
  nearDuplicate: (title: string, similarity: number) =>
    `Nearly the same as “${title}” (${Math.round(similarity * 100)}% similar).`,
  seoTitleLength: (length: number) =>
    `The SEO title is ${length} characters; search results show about ${SEO_TITLE_MAX}.`,
  internalLink: 'No link to another page of this site.',
} as const

const IMG_TAG = /<img\b[^>]*>/gi
// The same attribute grammar as the SQL rule: quoted either way, or unquoted.
const ALT_ATTR = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const HEADING_TAG = /<h([1-6])\b/gi
const HREF_ATTR = /<a\b[^>]*\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi

/** Whether an alt text describes the picture: not empty, not the editor's default. */
export function isDescriptiveAlt(alt: string | null | undefined): boolean {
  const text = (alt ?? '').trim()
  return text !== '' && text !== DEFAULT_IMAGE_ALT
}

/** The `<img>` tags of `html` whose alt text is missing, empty or the default. */
export function imagesWithoutAlt(html: string): string[] {
  return (html.match(IMG_TAG) ?? []).filter((tag) => {
    const match = ALT_ATTR.exec(tag)
    return !isDescriptiveAlt(match ? (match[1] ?? match[2] ?? match[3]) : null)
  })
}

/**
 * The first skipped heading level, or null. The post's title is the page's h1, so the content's
 * first heading may be at most an h2, and each next one at most one level deeper than the last.
 */
export function skippedHeading(html: string): { from: number; to: number } | null {
  let previous = 1
  for (const match of html.matchAll(HEADING_TAG)) {
    const level = Number(match[1])
    if (level > previous + 1) return { from: previous, to: level }
    previous = level
  }
  return null
}

/** An SVG by its path's extension (query and fragment ignored) or a data: URL's type. */
export function isSvgUrl(url: string): boolean {
  const trimmed = url.trim().toLowerCase()
  if (trimmed.startsWith('data:')) return trimmed.startsWith('data:image/svg')
  return /\.svg$/.test(trimmed.split(/[?#]/)[0] ?? '')
}

/** A link to this site: relative (`/pricing`, not `//host`) or to `siteOrigin`. */
export function hasInternalLink(html: string, siteOrigin?: string): boolean {
  for (const match of html.matchAll(HREF_ATTR)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? '').trim()
    if (href.startsWith('/') && !href.startsWith('//')) return true
    if (siteOrigin && href.toLowerCase().startsWith(siteOrigin.toLowerCase())) return true
  }
  return false
}

/**
 * The checklist for a post about to be published. `blocking` refuses publishing (unless an
 * admin publishes anyway, which the revision history records); `advisory` only informs.
 * `siteOrigin` counts absolute links to the site as internal.
 */
export function publishChecklist(
  post: ChecklistPost,
  nearDuplicate: NearDuplicate,
  { siteOrigin }: { siteOrigin?: string } = {},
): PublishChecklist {
  const blocking: ChecklistIssue<BlockingCheckId>[] = []
  const advisory: ChecklistIssue<AdvisoryCheckId>[] = []

  if (post.title.trim() === '') blocking.push({ id: 'title', message: checklistMessages.title })

  const description = postDescription(post)
  if (description.length < META_DESCRIPTION_MIN || description.length > META_DESCRIPTION_MAX)
    blocking.push({
      id: 'meta_description',
      message: checklistMessages.metaDescription(description.length),
    })

  const missingAlt = imagesWithoutAlt(post.content).length
  if (missingAlt > 0)
    blocking.push({ id: 'image_alt', message: checklistMessages.imageAlt(missingAlt) })

  const featured = post.featured_image?.trim() ?? ''
  if (featured !== '') {
    if ((post.featured_image_alt ?? '').trim() === '')
      blocking.push({ id: 'featured_image_alt', message: checklistMessages.featuredImageAlt })
    if (isSvgUrl(featured))
      blocking.push({ id: 'featured_image_svg', message: checklistMessages.featuredImageSvg })
  }

  const skipped = skippedHeading(post.content)
  if (skipped)
    blocking.push({
      id: 'heading_levels',
      message: checklistMessages.headingLevels(skipped.from, skipped.to),
    })

  if (nearDuplicate && nearDuplicate.similarity >= NEAR_DUPLICATE_THRESHOLD)
    blocking.push({
      id: 'near_duplicate',
      message: checklistMessages.nearDuplicate(nearDuplicate.title, nearDuplicate.similarity),
    })

  // The title search results show: the SEO title, or the title when there is none.
  const seoTitle = post.seo_title?.trim() || post.title.trim()
  if (seoTitle.length > SEO_TITLE_MAX)
    advisory.push({
      id: 'seo_title_length',
      message: checklistMessages.seoTitleLength(seoTitle.length),
    })
  if (!hasInternalLink(post.content, siteOrigin))
    advisory.push({ id: 'internal_link', message: checklistMessages.internalLink })

  return { blocking, advisory }
}

/** The ids the database names when it refuses to publish (`blog_publish_failures`). */
export function blockingIds(checklist: PublishChecklist): BlockingCheckId[] {
  return checklist.blocking.map((issue) => issue.id)
}
