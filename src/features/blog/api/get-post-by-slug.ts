import type { PostPage } from '@shared/blog-post'
import { fetchPublishedPost } from '@shared/blog-rest'
import { restTarget } from '@/features/blog/api/rest-target'
import { blogMessages } from '@/features/blog/lib/messages'

/** The published post with this slug; null when it is unknown or a draft. */
export async function fetchPostBySlug(slug: string): Promise<PostPage | null> {
  try {
    return await fetchPublishedPost(restTarget, slug)
  } catch {
    throw new Error(blogMessages.loadPostFailed)
  }
}
