import { stripXmlForbidden } from '@shared/xml-chars.ts'
import { z } from 'zod'
import { blogMessages } from '@/features/blog/lib/admin-messages'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// The slug may be left empty when creating: the editor fills it from the title before
// validating (§5), so an empty slug only reaches this schema when the title gives none.
// Titles and the description reach the RSS feed: the characters XML forbids are dropped.
export const postFormSchema = z.object({
  title: z.string().overwrite(stripXmlForbidden).trim().min(1, blogMessages.titleRequired),
  slug: z
    .string()
    .trim()
    .min(1, blogMessages.slugRequired)
    .regex(SLUG_PATTERN, blogMessages.slugFormat),
  content: z.string().trim().min(1, blogMessages.contentRequired),
  meta_description: z.string().overwrite(stripXmlForbidden),
  seo_title: z.string().overwrite(stripXmlForbidden),
  featured_image: z.string(),
  featured_image_alt: z.string(),
  published: z.boolean(),
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
