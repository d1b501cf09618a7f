// "Is it live?": what a crawler (no JavaScript) finds at a published post's URL, and the
// missed-schedule email (migration 20261130050000_blog_live_check.sql). A page is live when it
// answers 200 with the post's own head: robots `index, follow` and og:title as the post page
// renders it (post-meta.ts). The client shell that stands in until the site rebuilds has
// neither, so it is never taken for the post.
import { decodeEntities, escapeHtml } from './html-text.ts'
import { formatPageTitle } from './page-title.ts'
import { postTitle } from './blog-post.ts'
import { button, layout, subjectLine, type RenderedEmail } from './email/templates.ts'

export type LivePost = { title: string; seo_title: string | null }

const META_TAG = /<meta\b[^>]*>/gi
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g

/** The content of the first `<meta>` whose name or property is `key`, decoded; null if none. */
export function metaContent(html: string, key: string): string | null {
  for (const [tag] of html.matchAll(META_TAG)) {
    const attrs = new Map<string, string>()
    for (const [, name = '', dq, sq, bare] of tag.matchAll(ATTRIBUTE)) {
      attrs.set(name.toLowerCase(), decodeEntities(dq ?? sq ?? bare ?? ''))
    }
    if (attrs.get('name') === key || attrs.get('property') === key) {
      return attrs.get('content') ?? ''
    }
  }
  return null
}

/** null when the page is live; else why not, in words an admin reads in the posts table. */
export function crawlerProblem(
  page: { status: number; html: string },
  post: LivePost,
  brand: string,
): string | null {
  if (page.status !== 200) return `the page answered ${page.status}`
  const ogTitle = metaContent(page.html, 'og:title')
  if (ogTitle === null) return 'the page is still the client shell (no og:title without JavaScript)'
  const robots = metaContent(page.html, 'robots')
  if (robots?.replace(/\s+/g, ' ').trim().toLowerCase() !== 'index, follow') {
    return `the page's robots tag is "${robots ?? 'missing'}", not "index, follow"`
  }
  const expected = formatPageTitle(postTitle(post), brand)
  if (ogTitle !== expected) return `og:title is "${ogTitle}", not "${expected}"`
  return null
}

/** Why the check could not read the page at all (a network error, a timeout). */
export function fetchProblem(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return `the page could not be fetched: ${text}`
}

export interface MissedScheduleInput {
  brand: string
  title: string
  url: string
  reason: string
  /** The posts list in the portal. */
  adminUrl: string
}

/** To every admin, once: a post is not live 10 minutes after it was to be. */
export function missedScheduleEmail(input: MissedScheduleInput): RenderedEmail {
  const { brand } = input
  const html = layout(
    brand,
    `Not live: ${input.title}`,
    `<p style="margin:0 0 12px">The post <strong>${escapeHtml(input.title)}</strong> is not live 10 minutes after its publish time.</p>
<p style="margin:0 0 12px">Reason: ${escapeHtml(input.reason)}</p>
<p style="margin:0 0 12px;font-size:14px;color:#4b5563">Address: <a href="${escapeHtml(input.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(input.url)}</a></p>
${button(input.adminUrl, 'Open the posts')}`,
    `You received this email as an admin of the ${escapeHtml(brand)} website.`,
  )
  const text = `The post "${input.title}" is not live 10 minutes after its publish time.

Reason: ${input.reason}
Address: ${input.url}

Open the posts: ${input.adminUrl}

You received this email as an admin of the ${brand} website.
`
  return { subject: subjectLine(`Missed schedule: ${input.title}`), html, text }
}
