// Public blog reads as plain fetch calls against PostgREST: the public pages, the prerender and
// the post renderer need no supabase-js. Row-level security returns published posts only; the
// published filter says so explicitly.
import { POST_CARD_COLUMNS, POST_PAGE_COLUMNS, type PostCard, type PostPage } from './blog-post.ts'

export type RestTarget = {
  /** The project URL, without /rest/v1. */
  url: string
  anonKey: string
  fetch?: typeof fetch
}

export class BlogReadError extends Error {
  constructor(readonly status: number) {
    super(`Reading blog posts failed with status ${status}`)
  }
}

const compact = (columns: string) => columns.replace(/\s+/g, '')

async function readRows(target: RestTarget, query: string) {
  const response = await (target.fetch ?? fetch)(`${target.url}/rest/v1/blog_posts?${query}`, {
    headers: {
      apikey: target.anonKey,
      Authorization: `Bearer ${target.anonKey}`,
      Accept: 'application/json',
    },
  })
  if (!response.ok) throw new BlogReadError(response.status)
  return response
}

/** Published posts, newest first, with the card columns. */
export async function fetchPublishedPostCards(target: RestTarget): Promise<PostCard[]> {
  const query = `select=${compact(POST_CARD_COLUMNS)}&published=eq.true&order=created_at.desc`
  return (await readRows(target, query)).json()
}

/** Published posts, newest first, with everything a post page needs. */
export async function fetchPublishedPostPages(
  target: RestTarget,
  limit?: number,
): Promise<PostPage[]> {
  const query = `select=${compact(POST_PAGE_COLUMNS)}&published=eq.true&order=created_at.desc`
  return (await readRows(target, limit ? `${query}&limit=${limit}` : query)).json()
}

/** The published post with this slug, or null when there is none (unknown or a draft). */
export async function fetchPublishedPost(
  target: RestTarget,
  slug: string,
): Promise<PostPage | null> {
  const query = `select=${compact(POST_PAGE_COLUMNS)}&slug=eq.${encodeURIComponent(slug)}&published=eq.true&limit=1`
  const rows: PostPage[] = await (await readRows(target, query)).json()
  return rows[0] ?? null
}
