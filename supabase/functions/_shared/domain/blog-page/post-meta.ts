// What a post page says about itself: title, description, canonical URL, share tags and
// Article JSON-LD. One list of tags, rendered by React on the client and as a string by the
// prerender and the post renderer, so both produce the same head.
import { postPath, postPublishedAt, postTitle, type PostPage } from '../blog-post.ts'
import { formatPageTitle } from '../page-title.ts'
import { safeImageUrl } from './featured-image.ts'
import { htmlToLine } from '../html-text.ts'
import { truncateText } from './text.ts'

export type BlogSite = {
  /** Origin of the public site, no trailing slash. */
  siteUrl: string
  brand: string
  /** The site-wide Organization JSON-LD every page carries. */
  organization: Record<string, unknown>
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | {
      tag: 'meta'
      attrs: { name: string; content: string } | { property: string; content: string }
    }
  | { tag: 'link'; attrs: Record<string, string> }

export const DEFAULT_SHARE_IMAGE = '/og-image.png'

/** What the blog is about: the /blog page's description and the feed's. */
export function blogDescription(brand: string): string {
  return `Articles from ${brand} on identity resolution, CRM automation and turning the visitors you already have into customers.`
}

export function absoluteUrl(site: BlogSite, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${site.siteUrl}${pathOrUrl}`
}

/** The meta description, or the opening of the content when the post has none. */
export function postDescription(post: Pick<PostPage, 'meta_description' | 'content'>): string {
  return post.meta_description?.trim() || truncateText(htmlToLine(post.content), 160)
}

export function feedLinkTag(site: BlogSite): HeadTag {
  return {
    tag: 'link',
    attrs: {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${site.brand} Blog`,
      href: absoluteUrl(site, '/rss.xml'),
    },
  }
}

export function postHeadTags(post: PostPage, site: BlogSite): HeadTag[] {
  const title = formatPageTitle(postTitle(post), site.brand)
  const description = postDescription(post)
  const url = absoluteUrl(site, postPath(post.slug))
  const image = absoluteUrl(site, safeImageUrl(post.featured_image) ?? DEFAULT_SHARE_IMAGE)
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    // Posts have no keywords of their own: the post's title, the brand and its blog.
    {
      tag: 'meta',
      attrs: {
        name: 'keywords',
        content: [postTitle(post), site.brand, `${site.brand} blog`].join(', '),
      },
    },
    { tag: 'meta', attrs: { name: 'robots', content: 'index, follow' } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    feedLinkTag(site),
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'article' } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'article:published_time', content: postPublishedAt(post) } },
    { tag: 'meta', attrs: { property: 'article:modified_time', content: post.updated_at } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
  ]
  if (post.featured_image_alt) {
    tags.push({
      tag: 'meta',
      attrs: { property: 'og:image:alt', content: post.featured_image_alt },
    })
    tags.push({
      tag: 'meta',
      attrs: { name: 'twitter:image:alt', content: post.featured_image_alt },
    })
  }
  return tags
}

/** The Organization block plus the post's Article. */
export function postJsonLd(post: PostPage, site: BlogSite): unknown[] {
  const publisher = {
    '@type': 'Organization',
    name: site.brand,
    url: site.siteUrl,
    logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/logo.svg') },
  }
  return [
    site.organization,
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: postTitle(post),
      description: postDescription(post),
      image: [absoluteUrl(site, safeImageUrl(post.featured_image) ?? DEFAULT_SHARE_IMAGE)],
      datePublished: postPublishedAt(post),
      dateModified: post.updated_at,
      author: publisher,
      publisher,
      mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(site, postPath(post.slug)) },
    },
  ]
}
