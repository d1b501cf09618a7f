import { queryOptions } from '@tanstack/react-query'
import { campaignKeys } from '@/features/blog/api/campaign-keys'
import { blogMessages } from '@/features/blog/lib/admin-messages'
import { supabase } from '@/lib/supabase'

async function hasPosts(campaignId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('blog_posts')
    .select('id')
    .eq('campaign_id', campaignId)
    .limit(1)
  if (error) throw error
  return data.length > 0
}

// Spec §4: a campaign is 'being generated' while it is active and has no posts yet. The
// calls are §7's: active campaign ids, then one post id per campaign.
async function fetchGeneratingCampaigns() {
  const { data, error } = await supabase
    .from('blog_campaigns')
    .select('id, name')
    .eq('status', 'active')
    .order('created_at', { ascending: false })
  if (error) throw new Error(blogMessages.loadCampaignsFailed, { cause: error })
  try {
    const withPosts = await Promise.all(data.map((campaign) => hasPosts(campaign.id)))
    return data.filter((_, index) => !withPosts[index])
  } catch (cause) {
    throw new Error(blogMessages.loadCampaignsFailed, { cause })
  }
}

export const generatingCampaignsOptions = () =>
  queryOptions({ queryKey: campaignKeys.generating(), queryFn: fetchGeneratingCampaigns })
