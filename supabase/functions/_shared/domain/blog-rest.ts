// Public blog reads as plain fetch calls against PostgREST: the public pages, the prerender and
// the post renderer need no supabase-js. Row-level security returns published posts only; the
// published filter says so explicitly. A hosted PostgREST answers at most max_rows (1,000) rows
// per request, so nothing here asks for more than that in one request. A visitor's key cannot
// name a post's body (content) in a query, so nobody can make the database run a regular
// expression over every body: the bodies come from published_post_bodies, by slug.
import { POST_CARD_COLUMNS, POST_PAGE_COLUMNS, type PostCard, type PostPage } from './blog-post.ts'

export type RestTarget = {
  /** The project URL, without /rest/v1. */
  url: string
  /** The project's publishable key (sb_publishable_..., or a legacy anon key): public, RLS applies. */
  publishableKey: string
  fetch?: typeof fetch
}

export class BlogReadError extends Error {
  constructor(readonly status: number) {
    super(`Reading blog posts failed with status ${status}`)
  }
}

/** PostgREST's max_rows on hosted projects and in supabase/config.toml. */
export const MAX_ROWS = 1000
/** Cards per /blog page. */
export const BLOG_PAGE_SIZE = 12

const compact = (columns: string) => columns.replace(/\s+/g, '')
const PUBLISHED = 'published=eq.true'
// Newest published first: a draft written in May and published today is at the top.
const NEWEST_FIRST = 'order=published_at.desc,id.desc'

type PostMeta = Omit<PostPage, 'content'>

/** The bodies of the published posts among `slugs` (at most MAX_ROWS), by slug. */
async function readBodies(target: RestTarget, slugs: string[]): Promise<Record<string, string>> {
  if (slugs.length === 0) return {}
  const response = await (target.fetch ?? fetch)(
    `${target.url}/rest/v1/rpc/published_post_bodies`,
    {
      method: 'POST',
      headers: {
        apikey: target.publishableKey,
        Authorization: `Bearer ${target.publishableKey}`,
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_slugs: slugs }),
    },
  )
  if (!response.ok) throw new BlogReadError(response.status)
  const bodies: unknown = await response.json()
  const result: Record<string, string> = {}
  if (typeof bodies !== 'object' || bodies === null) return result
  for (const [slug, content] of Object.entries(bodies)) {
    if (typeof content === 'string') result[slug] = content
  }
  return result
}

/**
 * Each post with its body; a post whose body is missing (unpublished between the two reads) is
 * left out, as if it had not been listed.
 */
function withBodies(posts: PostMeta[], bodies: Record<string, string>): PostPage[] {
  return posts.flatMap((post) => {
    const content = bodies[post.slug]
    return content === undefined ? [] : [{ ...post, content }]
  })
}

async function readRows(
  target: RestTarget,
  query: string,
  headers: Record<string, string> = {},
  allowed: number[] = [],
) {
  const response = await (target.fetch ?? fetch)(`${target.url}/rest/v1/blog_posts?${query}`, {
    headers: {
      apikey: target.publishableKey,
      Authorization: `Bearer ${target.publishableKey}`,
      Accept: 'application/json',
      ...headers,
    },
  })
  if (!response.ok && !allowed.includes(response.status)) throw new BlogReadError(response.status)
  return response
}

/** The total of `Content-Range: 0-11/2000` (`*` when unknown). */
function totalOf(response: Response): number | null {
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]
  return total === undefined ? null : Number(total)
}

/** `/blog` for page 1, `/blog/page/<n>` after it. */
export const blogPagePath = (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`)

export type PostCardPage = { posts: PostCard[]; total: number; page: number; pages: number }

/** One /blog page: its cards, newest first, and how many published posts and pages exist. */
export async function fetchPublishedPostCardPage(
  target: RestTarget,
  page: number,
  size = BLOG_PAGE_SIZE,
): Promise<PostCardPage> {
  const query = `select=${compact(POST_CARD_COLUMNS)}&${PUBLISHED}&${NEWEST_FIRST}&limit=${size}&offset=${(page - 1) * size}`
  const response = await readRows(target, query, { Prefer: 'count=exact' }, [416])
  // Past the last page PostgREST answers 416 with `Content-Range: */<total>`.
  const posts: PostCard[] = response.status === 416 ? [] : await response.json()
  const total = totalOf(response) ?? posts.length
  return { posts, total, page, pages: Math.max(1, Math.ceil(total / size)) }
}

/** The newest published posts with everything a post page needs (at most `limit`). */
export async function fetchPublishedPostPages(
  target: RestTarget,
  limit: number,
): Promise<PostPage[]> {
  const posts: PostPage[] = []
  const columns = compact(POST_PAGE_COLUMNS)
  let offset = 0
  while (offset < limit) {
    const size = Math.min(MAX_ROWS, limit - offset)
    const query = `select=${columns}&${PUBLISHED}&${NEWEST_FIRST}&limit=${size}&offset=${offset}`
    const rows: PostMeta[] = await (await readRows(target, query)).json()
    const bodies = await readBodies(
      target,
      rows.map((row) => row.slug),
    )
    posts.push(...withBodies(rows, bodies))
    offset += rows.length
    if (rows.length < size) break
  }
  return posts
}

export type SitemapEntry = Pick<PostCard, 'id' | 'slug' | 'published_at' | 'updated_at'>

/**
 * Published posts for the sitemap, first published first (so a new post only changes the last sitemap
 * file), from `offset` on, at most `limit`: read MAX_ROWS at a time, each request continuing
 * strictly after the last row read (keyset), so a post published meanwhile is neither read twice
 * nor makes another one skipped.
 */
export async function fetchSitemapEntries(
  target: RestTarget,
  offset: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  const base = `select=id,slug,published_at,updated_at&${PUBLISHED}&order=published_at.asc,id.asc`
  let after = `&offset=${offset}`
  while (entries.length < limit) {
    const size = Math.min(MAX_ROWS, limit - entries.length)
    const rows: SitemapEntry[] = await (
      await readRows(target, `${base}${after}&limit=${size}`)
    ).json()
    entries.push(...rows)
    const last = rows.at(-1)
    // A published post always has its publish date (the database sets it).
    if (rows.length < size || !last?.published_at) break
    const at = encodeURIComponent(`"${last.published_at}"`)
    after = `&published_at=gte.${encodeURIComponent(last.published_at)}&or=(published_at.gt.${at},id.gt.${last.id})`
  }
  return entries
}

/** How many posts are published (the count header; the one id row read along is dropped). */
export async function countPublishedPosts(target: RestTarget): Promise<number> {
  const response = await readRows(target, `select=id&${PUBLISHED}&limit=1`, {
    Prefer: 'count=exact',
  })
  await response.body?.cancel()
  return totalOf(response) ?? 0
}

/** The published post with this slug, or null when there is none (unknown or a draft). */
export async function fetchPublishedPost(
  target: RestTarget,
  slug: string,
): Promise<PostPage | null> {
  const query = `select=${compact(POST_PAGE_COLUMNS)}&slug=eq.${encodeURIComponent(slug)}&${PUBLISHED}&limit=1`
  // Both by slug, so they run side by side.
  const [rows, bodies] = await Promise.all([
    readRows(target, query).then((response): Promise<PostMeta[]> => response.json()),
    readBodies(target, [slug]),
  ])
  return withBodies(rows, bodies)[0] ?? null
}
