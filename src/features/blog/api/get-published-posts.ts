import { fetchPublishedPostCardPage, type PostCardPage } from '@shared/blog-rest'
import { restTarget } from '@/features/blog/api/rest-target'
import { blogMessages } from '@/features/blog/lib/messages'

/** One /blog page: 12 cards, newest first, and how many pages there are. */
export async function fetchPublishedPage(page: number): Promise<PostCardPage> {
  try {
    return await fetchPublishedPostCardPage(restTarget, page)
  } catch {
    throw new Error(blogMessages.loadPostsFailed)
  }
}
