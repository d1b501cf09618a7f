import { queryOptions } from '@tanstack/react-query'
import { fetchPublishedPostCardPage } from '@shared/blog-rest.ts'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { restTarget } from '@/features/blog/api/rest-target'
import { blogMessages } from '@/features/blog/lib/messages'

/** One /blog page: 12 cards, newest first, and how many pages there are. */
async function fetchPublishedPage(page: number) {
  try {
    return await fetchPublishedPostCardPage(restTarget, page)
  } catch {
    throw new Error(blogMessages.loadPostsFailed)
  }
}

export const publishedPageOptions = (page: number) =>
  queryOptions({ queryKey: postKeys.publishedPage(page), queryFn: () => fetchPublishedPage(page) })
