import { useQuery } from '@tanstack/react-query'
import { campaignsOptions } from '@/features/campaigns/api/get-campaigns'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { useLiveRefresh } from '@/lib/paging/use-live-refresh'

/** Every campaign's id and name (live), for lists of posts that campaigns wrote. */
export function useCampaignList(): { id: string; name: string }[] | undefined {
  const campaigns = useQuery(campaignsOptions())
  useLiveRefresh('blog_campaigns', campaignKeys.all())
  return campaigns.data
}
