import { nextSlot } from '@shared/campaigns/schedule'
import { queryOptions } from '@tanstack/react-query'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/lib/database.types'

export type CampaignJob = Tables<'blog_campaign_jobs'>
export type CampaignPost = Pick<
  Tables<'blog_posts'>,
  'id' | 'title' | 'slug' | 'published' | 'campaign_id'
>
export type CampaignOverview = Tables<'blog_campaigns'> & {
  jobs: CampaignJob[]
  posts: CampaignPost[]
  /** §4: active and no posts yet. */
  beingGenerated: boolean
  /** Being generated, but every job so far failed: the admin sees that and the retry. */
  firstArticleFailed: boolean
  nextRun: string | null
}

const JOBS_PER_CAMPAIGN = 10

/** A queued job (a retry waiting out its back-off) or the next cadence slot, whichever is first. */
function nextRun(campaign: Tables<'blog_campaigns'>, jobs: CampaignJob[], now: Date): string {
  const times = jobs
    .filter((job) => job.status === 'queued')
    .map((job) => Date.parse(job.run_after))
  return new Date(Math.min(nextSlot(campaign, now).getTime(), ...times)).toISOString()
}

export const allFailed = (jobs: Pick<CampaignJob, 'status'>[]) =>
  jobs.length > 0 && jobs.every((job) => job.status === 'failed')

async function fetchCampaignOverview(): Promise<CampaignOverview[]> {
  const [campaigns, jobs, posts] = await Promise.all([
    supabase.from('blog_campaigns').select('*').order('created_at', { ascending: false }),
    supabase.from('blog_campaign_jobs').select('*').order('slot', { ascending: false }).limit(1000),
    supabase
      .from('blog_posts')
      .select('id, title, slug, published, campaign_id')
      .not('campaign_id', 'is', null),
  ])
  const error = campaigns.error ?? jobs.error ?? posts.error
  if (error || !campaigns.data || !jobs.data || !posts.data) {
    throw new Error(campaignMessages.loadFailed, { cause: error })
  }
  const now = new Date()
  return campaigns.data.map((campaign) => {
    const own = posts.data.filter((post) => post.campaign_id === campaign.id)
    const campaignJobs = jobs.data.filter((job) => job.campaign_id === campaign.id)
    const beingGenerated = campaign.status === 'active' && own.length === 0
    return {
      ...campaign,
      jobs: campaignJobs.slice(0, JOBS_PER_CAMPAIGN),
      posts: own,
      beingGenerated,
      firstArticleFailed: beingGenerated && allFailed(campaignJobs),
      nextRun: campaign.status === 'active' ? nextRun(campaign, campaignJobs, now) : null,
    }
  })
}

export const campaignOverviewOptions = () =>
  queryOptions({ queryKey: campaignKeys.overview(), queryFn: fetchCampaignOverview })
