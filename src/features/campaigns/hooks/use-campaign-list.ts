import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { campaignsOptions, type CampaignName } from '@/features/campaigns/api/get-campaigns'
import { useLiveRefresh, type LiveChange } from '@/lib/paging/use-live-refresh'

/**
 * The names with a change applied from its payload (newest first, as read), or null when the
 * payload lacks what the list needs.
 */
export function withChange(names: CampaignName[], change: LiveChange): CampaignName[] | null {
  const id = change.eventType === 'DELETE' ? change.old.id : change.new.id
  if (typeof id !== 'string') return null
  const others = names.filter((campaign) => campaign.id !== id)
  if (change.eventType === 'DELETE') return others
  const { name, created_at: createdAt } = change.new
  if (typeof name !== 'string' || typeof createdAt !== 'string') return null
  const at = Date.parse(createdAt)
  const index = others.findIndex((campaign) => Date.parse(campaign.created_at) <= at)
  const row = { id, name, created_at: createdAt }
  return index < 0 ? [...others, row] : [...others.slice(0, index), row, ...others.slice(index)]
}

/**
 * Every campaign's id and name (live), for lists of posts that campaigns wrote. Changes are
 * applied from their payloads: the engine updates campaigns many times while it writes, and
 * none of that is worth reading every campaign again (a re-subscribe still reads them).
 */
export function useCampaignList(): CampaignName[] | undefined {
  const queryClient = useQueryClient()
  const campaigns = useQuery(campaignsOptions())
  const patch = useCallback(
    (change: LiveChange) => {
      const { queryKey } = campaignsOptions()
      const names = queryClient.getQueryData(queryKey)
      const next = names && withChange(names, change)
      if (next) queryClient.setQueryData(queryKey, next)
      return Boolean(next)
    },
    [queryClient],
  )
  useLiveRefresh('blog_campaigns', campaignsOptions().queryKey, { patch })
  return campaigns.data
}
