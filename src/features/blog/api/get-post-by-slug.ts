import { queryOptions } from '@tanstack/react-query'
import { fetchPublishedPost } from '@shared/blog-rest.ts'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { restTarget } from '@/features/blog/api/rest-target'
import { blogMessages } from '@/features/blog/lib/messages'

/** The published post with this slug; null when it is unknown or a draft. */
async function fetchPostBySlug(slug: string) {
  try {
    return await fetchPublishedPost(restTarget, slug)
  } catch {
    throw new Error(blogMessages.loadPostFailed)
  }
}

export const postBySlugOptions = (slug: string) =>
  queryOptions({ queryKey: postKeys.bySlug(slug), queryFn: () => fetchPostBySlug(slug) })
