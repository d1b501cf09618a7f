import { queryOptions } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { fetchAllPages } from '@/lib/fetch-all-pages'
import { supabase } from '@/lib/supabase'

// Every campaign, newest first, 1,000 a request (max_rows): the posts table names the
// campaign a draft came from and the campaign filter lists them all.
export type CampaignName = { id: string; name: string; created_at: string }

async function fetchCampaigns(): Promise<CampaignName[]> {
  try {
    return await fetchAllPages((from, to) =>
      supabase
        .from('blog_campaigns')
        .select('id, name, created_at')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, to),
    )
  } catch (cause) {
    throw new Error(campaignMessages.loadFailed, { cause })
  }
}

export const campaignsOptions = () =>
  queryOptions({ queryKey: campaignKeys.list(), queryFn: fetchCampaigns })
