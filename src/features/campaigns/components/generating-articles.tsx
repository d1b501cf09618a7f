import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { generatingCampaignsOptions } from '@/features/campaigns/api/get-generating-campaigns'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { useLiveRefresh } from '@/lib/paging/use-live-refresh'

/**
 * 'Articles Being Generated' while an active campaign has no posts yet. A new campaign
 * (realtime INSERT) adds itself; its first post arriving removes it.
 */
export function GeneratingArticles() {
  const generating = useQuery(generatingCampaignsOptions())
  useLiveRefresh('blog_campaigns', campaignKeys.generating())
  useLiveRefresh('blog_posts', campaignKeys.generating())
  useLiveRefresh('blog_campaign_jobs', campaignKeys.generating())

  if (generating.isError)
    return (
      <p role="alert" className="mb-4 text-sm text-destructive">
        {campaignMessages.loadFailed}
      </p>
    )
  if (!generating.isSuccess || generating.data.length === 0) return null
  const writing = generating.data.some((campaign) => !campaign.failed)
  return (
    <section
      aria-labelledby="generating-heading"
      className="mb-6 rounded-lg border border-primary/20 bg-primary/5 p-4"
    >
      <h2 id="generating-heading" className="flex items-center gap-3 font-semibold">
        {writing && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-primary/25 border-t-primary"
          />
        )}
        {campaignMessages.generatingHeader}
      </h2>
      <ul className="mt-2 grid gap-1 pl-7 text-sm text-muted-foreground">
        {generating.data.map((campaign) => (
          <li key={campaign.id}>
            {campaign.failed ? (
              <span className="text-destructive">
                {campaign.name}: the first article failed.{' '}
                <Link to="/admin-portal/campaigns" className="font-medium underline">
                  See why and retry
                </Link>
              </span>
            ) : (
              `${campaign.name}: the first article is being written…`
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
