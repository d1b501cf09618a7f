import type { PostCard, PostPage } from '@shared/blog-post'
import type { PostCardPage } from '@shared/blog-rest'
import { isRecord } from '@shared/is-record'

// Prerendered and server-rendered blog pages carry their data as JSON next to the markup, so
// the client hydrates with the same data instead of a loading state.
export const POSTS_DATA_ID = 'blog-posts-data'
export const POST_DATA_ID = 'blog-post-data'

function readJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined
  const text = document.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isPostCard(value: unknown): value is PostCard {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.title === 'string' &&
    typeof value.created_at === 'string'
  )
}

function isPostPage(value: unknown): value is PostPage {
  return isPostCard(value) && 'content' in value && typeof value.content === 'string'
}

/** The /blog page a prerendered page arrived with, when it is this page. */
export function embeddedListPage(page: number): PostCardPage | undefined {
  const value = readJson(POSTS_DATA_ID)
  if (!isRecord(value) || value.page !== page) return undefined
  const { posts, total, pages } = value
  if (!Array.isArray(posts) || !posts.every(isPostCard)) return undefined
  if (typeof total !== 'number' || typeof pages !== 'number') return undefined
  return { posts, total, pages, page }
}

/**
 * The article HTML a server-rendered page arrived with, when it shows this version of the
 * post: hydration keeps it as it is, so the page never loads the sanitiser for it.
 */
export function serverArticleHtml(post: PostPage): string | undefined {
  const embedded = readJson(POST_DATA_ID)
  if (!isPostPage(embedded) || embedded.slug !== post.slug) return undefined
  if (embedded.updated_at !== post.updated_at) return undefined
  return document.querySelector('article.blog-article')?.innerHTML
}

/** What a 'Post not found' page embeds: the slug that has no published post. */
export const missingPostData = (slug: string) => ({ missing: slug })

/** The embedded post for this slug, null when the page says it has none, else undefined. */
export function embeddedPost(slug: string): PostPage | null | undefined {
  const value = readJson(POST_DATA_ID)
  if (isRecord(value) && value.missing === slug) return null
  return isPostPage(value) && value.slug === slug ? value : undefined
}
