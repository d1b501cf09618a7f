import { z } from 'zod'
import type { BlogSite } from '../_shared/domain/blog-page/post-meta.ts'

/** What the build publishes for the renderer: the post shells, the SPA shell and blog-site.json. */
export type SiteBundle = {
  postShell: string
  missingShell: string
  spaShell: string
  site: BlogSite
  routes: string[]
}

export const BUNDLE_FILES = {
  postShell: '/blog-post-shell.html',
  missingShell: '/blog-missing-shell.html',
  spaShell: '/spa-shell.html',
  site: '/blog-site.json',
} as const

export const blogSiteSchema = z.object({
  siteUrl: z.string().url(),
  brand: z.string().min(1),
  organization: z.record(z.string(), z.unknown()),
  routes: z.array(z.string().startsWith('/')),
})
