import type { PostPage } from '@shared/blog-post'
import { restTarget } from '@/features/blog/api/rest-target'
import { blogMessages } from '@/features/blog/lib/messages'

/**
 * The post a preview link shows (public.blog_post_preview: by its token only, while the link is
 * unexpired and not revoked); null when the link shows nothing.
 */
export async function fetchPostPreview(token: string): Promise<PostPage | null> {
  const response = await fetch(`${restTarget.url}/rest/v1/rpc/blog_post_preview`, {
    method: 'POST',
    headers: {
      apikey: restTarget.publishableKey,
      Authorization: `Bearer ${restTarget.publishableKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ p_token: token }),
  })
  if (!response.ok) throw new Error(blogMessages.loadPostFailed)
  const rows: PostPage[] = await response.json()
  return rows[0] ?? null
}
