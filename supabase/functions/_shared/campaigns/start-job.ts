import { keywordMessages } from '../domain/campaigns/keywords.ts'
import { capMessages } from '../domain/campaigns/monthly-cap.ts'
import { jobsLeftUnderCap, keywordsLeft } from './campaign-limits.ts'
import { enqueueDueSlots } from './enqueue.ts'
import type { EngineDeps } from './engine-deps.ts'

export type StartResult =
  { ok: true; jobId: string } | { ok: false; status: 404 | 409; error: string }

/**
 * The job an admin's request runs now: with jobId, that failed job again from attempt one
 * (retry); otherwise the campaign's earliest queued job (so the dialog's call writes the first
 * scheduled slot rather than an extra post), or a new 'manual' job (run now). Refused (409,
 * with what to do) when no keyword is left to write or the monthly cap is reached: a job that
 * cannot write is never started.
 */
export async function startJob(
  deps: EngineDeps,
  campaignId: string,
  jobId?: string,
): Promise<StartResult> {
  const campaign = await deps.db
    .from('blog_campaigns')
    .select('id, created_at, keywords, status, time_zone, monthly_article_cap, monthly_token_cap')
    .eq('id', campaignId)
    .maybeSingle()
  if (campaign.error) throw new Error(`Could not read the campaign: ${campaign.error.message}`)
  if (!campaign.data) return { ok: false, status: 404, error: 'Campaign not found' }
  if ((await keywordsLeft(deps, campaign.data)).length === 0) {
    return { ok: false, status: 409, error: keywordMessages.noneLeft }
  }
  if ((await jobsLeftUnderCap(deps, campaign.data)) === 0) {
    return { ok: false, status: 409, error: capMessages.reached }
  }
  const now = deps.now().toISOString()
  if (jobId) {
    const { data, error } = await deps.db
      .from('blog_campaign_jobs')
      .update({ status: 'queued', attempts: 0, error: null, run_after: now, finished_at: null })
      .eq('id', jobId)
      .eq('campaign_id', campaignId)
      .eq('status', 'failed')
      .select('id')
    if (error) throw new Error(`Could not requeue the job: ${error.message}`)
    const requeued = data[0]
    if (!requeued) return { ok: false, status: 409, error: 'Only a failed job can be retried' }
    return { ok: true, jobId: requeued.id }
  }
  // Millisecond precision, as the schedule computes slots (the database keeps microseconds).
  const createdAt = new Date(campaign.data.created_at).toISOString()
  if (createdAt > now) {
    // This clock runs a little behind the database's: the first slot (created_at) is the job,
    // so the dialog's call never adds a manual job beside it.
    const first = await deps.db
      .from('blog_campaign_jobs')
      .upsert(
        { campaign_id: campaignId, slot: createdAt, run_after: now },
        { onConflict: 'campaign_id,slot', ignoreDuplicates: true },
      )
      .select('id')
    if (first.error) throw new Error(`Could not enqueue the job: ${first.error.message}`)
    if (first.data[0]) return { ok: true, jobId: first.data[0].id }
  }
  await enqueueDueSlots(deps, campaignId)
  const queued = await deps.db
    .from('blog_campaign_jobs')
    .select('id')
    .eq('campaign_id', campaignId)
    .eq('status', 'queued')
    .lte('run_after', now)
    .order('slot')
    .limit(1)
  if (queued.error) throw new Error(`Could not read the queue: ${queued.error.message}`)
  const first = queued.data[0]
  if (first) return { ok: true, jobId: first.id }
  const created = await deps.db
    .from('blog_campaign_jobs')
    .insert({ campaign_id: campaignId, slot: now, run_after: now, trigger: 'manual' })
    .select('id')
    .single()
  if (created.error) throw new Error(`Could not create the job: ${created.error.message}`)
  return { ok: true, jobId: created.data.id }
}
