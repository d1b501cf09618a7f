import { queuedKeywords } from '../domain/campaigns/keywords.ts'
import {
  capMonth,
  jobsLeftThisMonth,
  monthUsage,
  type MonthlyCap,
} from '../domain/campaigns/monthly-cap.ts'
import type { EngineDeps } from './engine-deps.ts'

/** The keywords of a campaign without an article and not being written now, in queue order. */
export async function keywordsLeft(
  deps: EngineDeps,
  campaign: { id: string; keywords: string[] },
): Promise<string[]> {
  const { data, error } = await deps.db
    .from('blog_campaign_jobs')
    .select('keyword')
    .eq('campaign_id', campaign.id)
    .in('status', ['succeeded', 'running'])
    .not('keyword', 'is', null)
  if (error) throw new Error(`Could not read the campaign's jobs: ${error.message}`)
  return queuedKeywords(campaign.keywords, new Set(data.map((row) => row.keyword)))
}

/** How many more jobs the campaign's monthly cap allows now (Infinity without a cap). */
export async function jobsLeftUnderCap(
  deps: EngineDeps,
  campaign: MonthlyCap & { id: string; time_zone: string },
): Promise<number> {
  if (campaign.monthly_article_cap === null && campaign.monthly_token_cap === null) return Infinity
  const month = capMonth(deps.now(), campaign.time_zone)
  const { data, error } = await deps.db
    .from('blog_campaign_jobs')
    .select('status, prompt_tokens, completion_tokens')
    .eq('campaign_id', campaign.id)
    .gte('slot', month.start.toISOString())
    .lt('slot', month.end.toISOString())
  if (error) throw new Error(`Could not read the month's jobs: ${error.message}`)
  return jobsLeftThisMonth(campaign, monthUsage(data))
}
