// The post's article markup as a string: the prerender, the post renderer and the page in the
// browser all insert this same HTML, so the server's page and the hydrated one are identical.
import { formatPostDate, formatReadingTime, postPublishedAt, type PostPage } from '../blog-post.ts'
import { sanitizeBlogHtml } from '../blog-html/sanitize-blog-html.ts'
import { FEATURED_IMAGE_SIZE, safeImageUrl } from './featured-image.ts'
import { escapeHtml } from '../html-text.ts'

export function renderPostArticle(post: PostPage): string {
  const readingTime = formatReadingTime(post.reading_time)
  const meta = [
    `<time datetime="${escapeHtml(postPublishedAt(post))}">${escapeHtml(formatPostDate(postPublishedAt(post)))}</time>`,
    ...(readingTime ? [`<span>${escapeHtml(readingTime)}</span>`] : []),
  ].join('<span aria-hidden="true">·</span>')
  const src = safeImageUrl(post.featured_image)
  const image = src
    ? `<img class="blog-post-image" src="${escapeHtml(src)}" alt="${escapeHtml(post.featured_image_alt ?? '')}" width="${FEATURED_IMAGE_SIZE.width}" height="${FEATURED_IMAGE_SIZE.height}" fetchpriority="high" decoding="async">`
    : ''
  return [
    '<header class="blog-post-header">',
    `<h1 class="blog-post-title">${escapeHtml(post.title)}</h1>`,
    `<p class="blog-post-meta">${meta}</p>`,
    '</header>',
    image,
    `<div class="blog-post-content">${sanitizeBlogHtml(post.content)}</div>`,
  ].join('')
}
