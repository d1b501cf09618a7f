import { isSlug, SLUG_MAX_LENGTH } from '@shared/slugify'
import { stripXmlForbidden } from '@shared/xml-chars'
import { z } from 'zod'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { publishDateProblem } from '@/features/blog-admin/lib/publish-date'

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
  // The Publish date field (datetime-local, the admin's time zone; empty: set on publishing) and
  // the date the post was saved with, which the schedule rule compares against.
  published_at: z.string(),
  saved_published_at: z.string(),
})

export const postFormSchema = fields.superRefine((values, ctx) => {
  const problem = publishDateProblem(values, new Date())
  if (problem) ctx.addIssue({ code: 'custom', path: ['published_at'], message: problem })
  const { title, slug } = values
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
  published_at: '',
  saved_published_at: '',
}
