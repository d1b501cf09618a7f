import { queryOptions } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { supabase } from '@/lib/supabase'

// Every campaign, newest first (§7); the posts table names the campaign a draft came from.
async function fetchCampaigns() {
  const { data, error } = await supabase
    .from('blog_campaigns')
    .select('id, name, status, created_at')
    .order('created_at', { ascending: false })
  if (error) throw new Error(campaignMessages.loadFailed, { cause: error })
  return data
}

export const campaignsOptions = () =>
  queryOptions({ queryKey: campaignKeys.list(), queryFn: fetchCampaigns })
