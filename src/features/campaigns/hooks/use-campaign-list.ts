import { useQuery } from '@tanstack/react-query'
import { campaignsOptions, type CampaignName } from '@/features/campaigns/api/get-campaigns'
import { useLiveRefresh } from '@/lib/paging/use-live-refresh'

/**
 * Every campaign's id and name (live), for lists of posts that campaigns wrote. The campaigns'
 * private topic says only that a campaign changed, so a change re-reads the names (at most
 * once a second, however often the engine updates its campaigns).
 */
export function useCampaignList(): CampaignName[] | undefined {
  const campaigns = useQuery(campaignsOptions())
  useLiveRefresh('blog_campaigns', campaignsOptions().queryKey)
  return campaigns.data
}
