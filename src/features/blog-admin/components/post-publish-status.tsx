import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { postPublishingOptions } from '@/features/blog-admin/api/get-post-publishing'
import { PostStatusBadge } from '@/features/blog-admin/components/post-status-badge'
import { isScheduled, scheduledLabel } from '@/features/blog-admin/lib/publish-date'

type Publishing = Map<string, string | null>

/** The publish dates of these posts (empty until read). */
export function usePostPublishing(ids: string[]): Publishing {
  return useQuery(postPublishingOptions(ids)).data ?? new Map()
}

/** Draft, Published, or "Scheduled for <date and time>" for a draft due to go live. */
export function PostPublishStatus({
  post,
  publishing,
}: {
  post: { id: string; published: boolean }
  publishing: Publishing
}) {
  const publishedAt = publishing.get(post.id) ?? null
  if (
    publishedAt &&
    isScheduled({ published: post.published, published_at: publishedAt }, new Date())
  )
    return (
      <Badge className="whitespace-normal bg-sky-100 py-0.5 text-sky-900">
        {scheduledLabel(publishedAt)}
      </Badge>
    )
  return <PostStatusBadge published={post.published} />
}
