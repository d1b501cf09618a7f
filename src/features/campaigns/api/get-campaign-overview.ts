import { nextSlot } from '@shared/campaigns/schedule'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { applyKeyset } from '@/lib/paging/keyset'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import type { ListRequest, PagedListOptions } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/lib/database.types'

export type CampaignJob = Tables<'blog_campaign_jobs'>
export type CampaignPost = Pick<
  Tables<'blog_posts'>,
  'id' | 'title' | 'slug' | 'published' | 'campaign_id'
>
export type CampaignOverview = Tables<'blog_campaigns'> & {
  /** Active and no posts yet. */
  beingGenerated: boolean
  /** Being generated, but every job so far failed: the admin sees that and the retry. */
  firstArticleFailed: boolean
  nextRun: string | null
}

export const CAMPAIGNS_PAGE_SIZE = 10
export const JOBS_PAGE_SIZE = 10

export const allFailed = (jobs: Pick<CampaignJob, 'status'>[]) =>
  jobs.length > 0 && jobs.every((job) => job.status === 'failed')

const fail = (cause: unknown): never => {
  throw new Error(campaignMessages.loadFailed, { cause })
}

/** Whether the campaign has written a post yet (one post id is enough). */
export async function hasPosts(campaignId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('blog_posts')
    .select('id')
    .eq('campaign_id', campaignId)
    .limit(1)
  if (error) fail(error)
  return (data ?? []).length > 0
}

/**
 * A page of campaigns, newest first, with what each card states: being generated (active, no
 * post yet: one `limit 1` read per active campaign), whether every job of such a campaign
 * failed (it has few jobs: each success makes a post), and the next run (a queued retry or the
 * next cadence slot). The jobs themselves page in each card (fetchCampaignJobPage).
 */
export async function fetchCampaignPage({ position, size }: ListRequest<never>) {
  const { data: campaigns, error } = await applyKeyset(
    supabase.from('blog_campaigns').select('*'),
    position,
    size,
  )
  if (error) fail(error)
  const rows = campaigns ?? []
  const shown = rows.slice(0, size)
  const active = shown.filter((c) => c.status === 'active')
  const withPosts = await Promise.all(active.map((c) => hasPosts(c.id)))
  const generating = active.filter((_, i) => !withPosts[i]).map((c) => c.id)
  const ids = active.map((c) => c.id)
  const jobs = ids.length
    ? await supabase
        .from('blog_campaign_jobs')
        .select('campaign_id, status, run_after')
        .in('campaign_id', ids)
        .or(
          `status.eq.queued${generating.length ? `,campaign_id.in.(${generating.join(',')})` : ''}`,
        )
    : { data: [], error: null }
  if (jobs.error) fail(jobs.error)
  const now = new Date()
  const overview = (campaign: Tables<'blog_campaigns'>): CampaignOverview => {
    const own = (jobs.data ?? []).filter((job) => job.campaign_id === campaign.id)
    const beingGenerated = generating.includes(campaign.id)
    const queued = own
      .filter((job) => job.status === 'queued')
      .map((job) => Date.parse(job.run_after))
    return {
      ...campaign,
      beingGenerated,
      firstArticleFailed: beingGenerated && allFailed(own),
      nextRun:
        campaign.status === 'active'
          ? new Date(Math.min(nextSlot(campaign, now).getTime(), ...queued)).toISOString()
          : null,
    }
  }
  return rows.map(overview)
}

export async function countCampaigns() {
  const { count, error } = await supabase
    .from('blog_campaigns')
    .select('id', { count: 'exact', head: true })
  if (error) fail(error)
  return count
}

export type JobWithPost = CampaignJob & { post: CampaignPost | null }

/** A page of a campaign's jobs, newest slot first, each with the draft it made. */
export async function fetchCampaignJobPage(
  campaignId: string,
  { position, size }: ListRequest<never>,
): Promise<JobWithPost[]> {
  const { data, error } = await applyKeyset(
    supabase.from('blog_campaign_jobs').select('*').eq('campaign_id', campaignId),
    position,
    size,
    'slot',
  )
  if (error) fail(error)
  const jobs = data ?? []
  const postIds = jobs.flatMap((job) => (job.post_id ? [job.post_id] : []))
  const posts = postIds.length
    ? await supabase
        .from('blog_posts')
        .select('id, title, slug, published, campaign_id')
        .in('id', postIds)
    : { data: [], error: null }
  if (posts.error) fail(posts.error)
  return jobs.map((job) => ({
    ...job,
    post: posts.data?.find((post) => post.id === job.post_id) ?? null,
  }))
}

/** Campaigns on /admin-portal/campaigns (`?after=`). */
export const campaignList: PagedListOptions<CampaignOverview> = {
  queryKey: campaignKeys.overview(),
  size: CAMPAIGNS_PAGE_SIZE,
  fetchPage: fetchCampaignPage,
  fetchCount: countCampaigns,
}
