import { blogDescription as describeBlog, type BlogSite } from '@shared/blog-page/post-meta'
import { siteConfig } from '@/config/site'
import { organizationJsonLd } from '@/lib/seo'

/** The site facts the post head needs; the build writes the same into dist/blog-site.json. */
export const blogSite: BlogSite = {
  siteUrl: siteConfig.siteUrl,
  brand: siteConfig.brand,
  organization: organizationJsonLd(),
}

export const blogDescription = describeBlog(siteConfig.brand)
