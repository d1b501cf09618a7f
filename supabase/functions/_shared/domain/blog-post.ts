// The public read model of a blog post, shared by the SPA, the prerender and the post renderer.
import type { Tables } from '../database.types.ts'
import { formatLongDate } from './date-format.ts'

/** Columns a post card needs (the /blog list, the sitemap and the feed read the same). */
export const POST_CARD_COLUMNS =
  'id, title, slug, meta_description, featured_image, featured_image_alt, reading_time, created_at, updated_at, published_at'

/**
 * Columns a post page reads from the table. Its body (content) comes from published_post_bodies:
 * a visitor's key may not name content in a query, so nobody can filter posts by their body.
 */
export const POST_PAGE_COLUMNS = `${POST_CARD_COLUMNS}, seo_title`

/**
 * Columns the admin portal reads: every column but author_id (the admin's user id), which the
 * grants hide from visitors and signed-in users alike (20261125000000_api_grants.sql).
 */
export const ADMIN_POST_COLUMNS =
  'id, title, slug, content, meta_description, seo_title, featured_image, featured_image_alt, published, created_at, updated_at, campaign_id, reading_time, published_at'

/**
 * Columns the admin posts list shows (table and phone cards); the editor and the preview read one
 * post's ADMIN_POST_COLUMNS when opened, so a page of the list never downloads every content.
 */
export const ADMIN_POST_LIST_COLUMNS = 'id, title, slug, published, created_at, campaign_id'

export type PostCard = Pick<
  Tables<'blog_posts'>,
  | 'id'
  | 'title'
  | 'slug'
  | 'meta_description'
  | 'featured_image'
  | 'featured_image_alt'
  | 'reading_time'
  | 'created_at'
  | 'updated_at'
  | 'published_at'
>

export type PostPage = PostCard & Pick<Tables<'blog_posts'>, 'seo_title' | 'content'>

/** The post title rule: seo_title when set, else title. */
export function postTitle(post: Pick<Tables<'blog_posts'>, 'title' | 'seo_title'>): string {
  return post.seo_title?.trim() || post.title
}

/**
 * The date a published post shows, its feed date, `article:published_time` and JSON-LD
 * `datePublished`: its publish date (set when first published, editable by admins). A post
 * that has none yet (a preview of a draft never published) shows its creation date.
 */
export function postPublishedAt(post: Pick<PostCard, 'published_at' | 'created_at'>): string {
  return post.published_at ?? post.created_at
}

/** en-US long format in UTC: 'May 10, 2025'. */
export function formatPostDate(iso: string): string {
  return formatLongDate(new Date(iso))
}

/** '5 min read', or null when the post has no reading time. */
export function formatReadingTime(minutes: number | null): string | null {
  return minutes === null || minutes < 1 ? null : `${minutes} min read`
}

export function postPath(slug: string): string {
  return `/blog/${slug}`
}
