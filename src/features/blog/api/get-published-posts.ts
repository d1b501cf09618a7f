import { queryOptions } from '@tanstack/react-query'
import { fetchPublishedPostCards } from '@shared/blog-rest.ts'
import { postKeys } from '@/lib/query-keys/blog-posts'
import { restTarget } from '@/features/blog/api/rest-target'
import { messages } from '@/features/blog/lib/messages'

async function fetchPublishedPosts() {
  try {
    return await fetchPublishedPostCards(restTarget)
  } catch {
    throw new Error(messages.loadPostsFailed)
  }
}

export const publishedPostsOptions = () =>
  queryOptions({ queryKey: postKeys.published(), queryFn: fetchPublishedPosts })
