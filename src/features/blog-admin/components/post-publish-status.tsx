import { useQuery } from '@tanstack/react-query'
import { blockingCheckNames } from '@shared/blog-publish-checklist'
import { Badge } from '@/components/ui/badge'
import {
  postPublishingOptions,
  type PostPublishing,
} from '@/features/blog-admin/api/get-post-publishing'
import { PostStatusBadge } from '@/features/blog-admin/components/post-status-badge'
import { blogAdminMessages } from '@/features/blog-admin/lib/messages'
import { isScheduled, scheduledLabel } from '@/features/blog-admin/lib/publish-date'

type Publishing = Map<string, PostPublishing>

/** The publish dates and live states of these posts (empty until read). */
export function usePostPublishing(ids: string[]): Publishing {
  return useQuery(postPublishingOptions(ids)).data ?? new Map()
}

/** A draft whose publish date is ahead: the scheduler will publish it. */
export function isScheduledPost(
  post: { id: string; published: boolean },
  publishing: Publishing,
): boolean {
  const publishedAt = publishing.get(post.id)?.publishedAt ?? null
  return (
    publishedAt !== null &&
    isScheduled({ published: post.published, published_at: publishedAt }, new Date())
  )
}

/** The checks that kept this campaign draft from being auto-published (none once published). */
export function autoPublishFailureNames(
  post: { id: string; published: boolean },
  publishing: Publishing,
): string[] {
  if (post.published) return []
  return (publishing.get(post.id)?.autoPublishFailures ?? []).map((id) => blockingCheckNames[id])
}

/**
 * Draft, or "Scheduled for <date and time>" for a draft due to go live; Published. Beside it,
 * what the live check found: Live, Publishing… (waiting for the site rebuild) or
 * Not live: <reason> (also a scheduled draft the scheduler missed); for a campaign draft that
 * auto-publish kept back, Not published: <the checks it failed>.
 */
export function PostPublishStatus({
  post,
  publishing,
}: {
  post: { id: string; published: boolean }
  publishing: Publishing
}) {
  const { publishedAt = null, live = null } = publishing.get(post.id) ?? {}
  const failures = autoPublishFailureNames(post, publishing)
  const status =
    publishedAt && isScheduledPost(post, publishing) ? (
      <Badge className="whitespace-normal bg-sky-100 py-0.5 text-sky-900">
        {scheduledLabel(publishedAt)}
      </Badge>
    ) : (
      <PostStatusBadge published={post.published} />
    )
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {status}
      <LiveBadge live={live} published={post.published} />
      {failures.length > 0 && (
        <span className="block min-w-32 max-w-64 text-xs font-medium leading-snug text-red-800">
          {blogAdminMessages.notPublished(failures)}
        </span>
      )}
    </span>
  )
}

function LiveBadge({ live, published }: { live: PostPublishing['live']; published: boolean }) {
  if (live?.state === 'live' && published)
    return (
      <Badge className="bg-emerald-100 py-0.5 text-emerald-800">{blogAdminMessages.live}</Badge>
    )
  if (live?.state === 'publishing' && published)
    return (
      <Badge className="bg-sky-100 py-0.5 text-sky-900">{blogAdminMessages.publishingLive}</Badge>
    )
  if (live?.state === 'not_live')
    return (
      <Badge className="max-w-64 whitespace-normal bg-red-100 py-0.5 text-red-900">
        {blogAdminMessages.notLive(live.reason ?? '')}
      </Badge>
    )
  return null
}
