import { queryOptions } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { allFailed, hasPosts } from '@/features/campaigns/api/get-campaign-overview'
import { supabase } from '@/lib/supabase'

/** The campaigns whose every job so far failed: no article is on its way for them. */
async function failedCampaignIds(campaignIds: string[]): Promise<Set<string>> {
  if (campaignIds.length === 0) return new Set()
  const { data, error } = await supabase
    .from('blog_campaign_jobs')
    .select('campaign_id, status')
    .in('campaign_id', campaignIds)
  if (error) throw error
  return new Set(
    campaignIds.filter((id) => allFailed(data.filter((job) => job.campaign_id === id))),
  )
}

// A campaign is 'being generated' while it is active and has no posts yet. The
// calls: active campaign ids, then one post id per campaign; then their jobs, so a
// campaign whose generation failed says so instead of claiming an article is being written.
async function fetchGeneratingCampaigns() {
  const { data, error } = await supabase
    .from('blog_campaigns')
    .select('id, name')
    .eq('status', 'active')
    .order('created_at', { ascending: false })
  if (error) throw new Error(campaignMessages.loadFailed, { cause: error })
  try {
    const withPosts = await Promise.all(data.map((campaign) => hasPosts(campaign.id)))
    const generating = data.filter((_, index) => !withPosts[index])
    const failed = await failedCampaignIds(generating.map((campaign) => campaign.id))
    return generating.map((campaign) => ({ ...campaign, failed: failed.has(campaign.id) }))
  } catch (cause) {
    throw new Error(campaignMessages.loadFailed, { cause })
  }
}

export const generatingCampaignsOptions = () =>
  queryOptions({ queryKey: campaignKeys.generating(), queryFn: fetchGeneratingCampaigns })
