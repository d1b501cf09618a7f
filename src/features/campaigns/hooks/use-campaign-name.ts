import { useQuery } from '@tanstack/react-query'
import { campaignsOptions } from '@/features/campaigns/api/get-campaigns'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

/** A campaign's name by id (live), for lists of posts that a campaign wrote. */
export function useCampaignName(): (id: string) => string | undefined {
  const campaigns = useQuery(campaignsOptions())
  useLiveInvalidate('blog_campaigns', campaignKeys.all())
  return (id) => campaigns.data?.find((c) => c.id === id)?.name
}
