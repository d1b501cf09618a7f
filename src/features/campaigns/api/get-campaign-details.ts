import { queryOptions } from '@tanstack/react-query'
import { campaignCalendar, type CalendarSlot } from '@shared/campaigns/calendar'
import { queuedKeywords } from '@shared/campaigns/keywords'
import {
  capMonth,
  hasCap,
  jobsLeftThisMonth,
  monthUsage,
  type MonthUsage,
} from '@shared/campaigns/monthly-cap'
import { campaignMessages } from '@/features/campaigns/lib/messages'
import { campaignKeys } from '@/lib/query-keys/blog-campaigns'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/lib/database.types'

export type KeywordState =
  | { keyword: string; state: 'written'; post: { id: string; title: string } | null }
  | { keyword: string; state: 'writing' | 'queued' }

export type CampaignDetails = {
  /** Every keyword in queue order, with its article, or being written, or queued. */
  keywords: KeywordState[]
  /** Keywords still to write (no article, no job on them now). */
  queue: string[]
  usage: MonthUsage
  capReached: boolean
  /** The next 30 days' slots with their keywords (empty unless the campaign is active). */
  calendar: CalendarSlot[]
}

const fail = (cause: unknown): never => {
  throw new Error(campaignMessages.loadFailed, { cause })
}

/**
 * What a campaign card shows beyond the row: the keyword queue (from the campaign's jobs that
 * wrote, or are writing, a keyword), this month's articles and tokens against the cap, and the
 * calendar from the scheduler's own rule.
 */
async function fetchCampaignDetails(campaign: Tables<'blog_campaigns'>): Promise<CampaignDetails> {
  const now = new Date()
  const month = capMonth(now, campaign.time_zone)
  const [keyed, monthJobs] = await Promise.all([
    supabase
      .from('blog_campaign_jobs')
      .select('keyword, status, post_id')
      .eq('campaign_id', campaign.id)
      .in('status', ['succeeded', 'running', 'queued']),
    supabase
      .from('blog_campaign_jobs')
      .select('status, prompt_tokens, completion_tokens')
      .eq('campaign_id', campaign.id)
      .gte('slot', month.start.toISOString())
      .lt('slot', month.end.toISOString()),
  ])
  if (keyed.error) fail(keyed.error)
  if (monthJobs.error) fail(monthJobs.error)
  const jobs = keyed.data ?? []
  const postIds = jobs.flatMap((job) =>
    job.status === 'succeeded' && job.post_id ? [job.post_id] : [],
  )
  const posts = postIds.length
    ? await supabase.from('blog_posts').select('id, title').in('id', postIds)
    : { data: [], error: null }
  if (posts.error) fail(posts.error)

  const written = new Map<string, string | null>()
  const writing = new Set<string>()
  for (const job of jobs) {
    if (!job.keyword) continue
    if (job.status === 'succeeded') written.set(job.keyword, job.post_id)
    else if (job.status === 'running') writing.add(job.keyword)
  }
  const keywords = campaign.keywords.map((keyword): KeywordState => {
    if (written.has(keyword)) {
      const post = (posts.data ?? []).find((p) => p.id === written.get(keyword)) ?? null
      return { keyword, state: 'written', post }
    }
    return { keyword, state: writing.has(keyword) ? 'writing' : 'queued' }
  })
  const queue = queuedKeywords(campaign.keywords, new Set(written.keys()), writing)
  const usage = monthUsage(monthJobs.data ?? [])
  const capReached = hasCap(campaign) && jobsLeftThisMonth(campaign, usage) === 0
  // Jobs waiting without a keyword take the first queued keywords before any new slot.
  const pending = jobs.filter((job) => job.status === 'queued' && !job.keyword).length
  return {
    keywords,
    queue,
    usage,
    capReached,
    calendar: campaign.status === 'active' ? campaignCalendar(campaign, now, queue, pending) : [],
  }
}

export const campaignDetailsOptions = (campaign: Tables<'blog_campaigns'>) =>
  queryOptions({
    queryKey: [...campaignKeys.details(campaign.id), campaign] as const,
    queryFn: () => fetchCampaignDetails(campaign),
  })
