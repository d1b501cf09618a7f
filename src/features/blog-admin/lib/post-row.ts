import { toParagraphs } from '@shared/blog-html/paragraphs'
import type { PostFormValues } from '@/features/blog-admin/lib/post-form-schema'
import { fromLocalDateTime, toLocalDateTime } from '@/features/blog-admin/lib/publish-date'

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The insert/update fields from the form: optional fields null when empty. */
export function toPostRow(values: PostFormValues) {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: toParagraphs(values.content),
    meta_description: orNull(values.meta_description),
    seo_title: orNull(values.seo_title),
    featured_image: orNull(values.featured_image),
    featured_image_alt: orNull(values.featured_image_alt),
    published: values.published,
    published_at: fromLocalDateTime(values.published_at),
  }
}

export type PostRow = ReturnType<typeof toPostRow>

/** Form values for an existing post (nulls become empty fields). */
export function toFormValues(post: {
  [K in keyof PostRow]: PostRow[K] | null
}): PostFormValues {
  return {
    title: post.title ?? '',
    slug: post.slug ?? '',
    content: post.content ?? '',
    meta_description: post.meta_description ?? '',
    seo_title: post.seo_title ?? '',
    featured_image: post.featured_image ?? '',
    featured_image_alt: post.featured_image_alt ?? '',
    published: post.published ?? false,
    published_at: toLocalDateTime(post.published_at),
    saved_published_at: toLocalDateTime(post.published_at),
  }
}
