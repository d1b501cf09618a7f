import { isSlug, SLUG_MAX_LENGTH } from '@shared/slugify'
import { stripXmlForbidden } from '@shared/xml-chars'
import { z } from 'zod'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'

// The slug may be left empty when creating: the editor fills it from the title before
// validating, so an empty slug only reaches this schema when the title gives none. While
// the title is empty too, only the title is reported: its hint says the slug comes from it.
// Titles and the description reach the RSS feed: the characters XML forbids are dropped.
const fields = z.object({
  title: z.string().overwrite(stripXmlForbidden).trim().min(1, blogAdminMessages.titleRequired),
  slug: z.string().trim(),
  content: z.string().trim().min(1, blogAdminMessages.contentRequired),
  meta_description: z.string().overwrite(stripXmlForbidden),
  seo_title: z.string().overwrite(stripXmlForbidden),
  featured_image: z.string(),
  featured_image_alt: z.string(),
  published: z.boolean(),
})

export const postFormSchema = fields.superRefine(({ title, slug }, ctx) => {
  if (slug === '' && stripXmlForbidden(title).trim() === '') return
  const message =
    slug === ''
      ? blogAdminMessages.slugRequired
      : !isSlug(slug) &&
        (slug.length > SLUG_MAX_LENGTH
          ? blogAdminMessages.slugTooLong
          : blogAdminMessages.slugFormat)
  if (message) ctx.addIssue({ code: 'custom', path: ['slug'], message })
})

export type PostFormValues = z.infer<typeof postFormSchema>

export const emptyPostForm: PostFormValues = {
  title: '',
  slug: '',
  content: '',
  meta_description: '',
  seo_title: '',
  featured_image: '',
  featured_image_alt: '',
  published: false,
}
