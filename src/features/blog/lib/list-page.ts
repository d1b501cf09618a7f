import type { HeadTag } from '@shared/blog-page/post-meta'
import { blogPagePath, type PostCardPage } from '@shared/blog-rest'
import { blogDescription } from '@/features/blog/lib/blog-site'
import { canonicalUrl, formatTitle } from '@/lib/seo'

/** `/blog` is page 1; `/blog/page/<n>` the older ones (n >= 2); null for anything else. */
export function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1
  return /^[1-9]\d{0,5}$/.test(param) ? Number(param) : null
}

/** The page a /blog address asks for (the list shell serves every /blog/page/<n>). */
export function pageOfPath(pathname: string): number | null {
  if (/^\/blog\/?$/.test(pathname)) return 1
  const param = /^\/blog\/page\/([^/]+)\/?$/.exec(pathname)?.[1]
  return param === undefined ? null : pageNumber(param)
}

export const listTitle = (page: number) => (page === 1 ? 'Blog' : `Blog – Page ${page}`)
export const listDescription = (page: number) =>
  page === 1 ? blogDescription : `${blogDescription} Page ${page}.`

/** The newer page's address: past the end, the last page that has posts. */
export const newerPath = (page: number, pages: number) =>
  blogPagePath(Math.min(page, pages + 1) - 1)

/** The keywords of every /blog list page. */
export const blogKeywords = [
  'AI CRM blog',
  'identity resolution',
  'lead generation',
  'marketing automation',
  'CRM tips',
]

/** Whether `page` lies past the last page of `list` (said so, and not indexed). */
export const isBeyond = (page: number, list: PostCardPage) => page > list.pages

/** What a list page says about itself once its cards are known (title, canonical, prev/next). */
export function listHeadTags(page: number, list: PostCardPage): HeadTag[] {
  const title = formatTitle(listTitle(page))
  const description = listDescription(page)
  const url = canonicalUrl(blogPagePath(page))
  const robots = isBeyond(page, list) ? 'noindex, nofollow' : 'index, follow'
  return [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'keywords', content: blogKeywords.join(', ') } },
    { tag: 'meta', attrs: { name: 'robots', content: robots } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
    ...listLinks(page, list),
  ]
}

/** rel="prev" / rel="next" of a list page. */
export function listLinks(page: number, list: PostCardPage): HeadTag[] {
  const link = (rel: string, path: string): HeadTag => ({
    tag: 'link',
    attrs: { rel, href: canonicalUrl(path) },
  })
  return [
    ...(page > 1 ? [link('prev', newerPath(page, list.pages))] : []),
    ...(page < list.pages ? [link('next', blogPagePath(page + 1))] : []),
  ]
}
