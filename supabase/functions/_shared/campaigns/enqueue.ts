import type { EngineDeps } from './engine-deps.ts'
import { dueSlots } from '../domain/campaigns/schedule.ts'

const CAMPAIGN_PAGE = 500

/**
 * One scheduler tick: a job for every due slot of every active campaign. The unique
 * (campaign_id, slot) constraint turns a second tick for the same slot into a no-op.
 * Returns how many jobs were new. With campaignId, only that campaign's slots.
 */
export async function enqueueDueSlots(deps: EngineDeps, campaignId?: string): Promise<number> {
  const now = deps.now()
  let created = 0
  for (let from = 0; ; from += CAMPAIGN_PAGE) {
    let query = deps.db
      .from('blog_campaigns')
      .select('id, posts_frequency, frequency_period, created_at, resumed_at')
      .eq('status', 'active')
    if (campaignId) query = query.eq('id', campaignId)
    const { data, error } = await query.order('id').range(from, from + CAMPAIGN_PAGE - 1)
    if (error) throw new Error(`Could not read campaigns: ${error.message}`)
    const rows = data.flatMap((campaign) =>
      dueSlots(campaign, now).map((slot) => ({
        campaign_id: campaign.id,
        slot: slot.toISOString(),
        run_after: slot.toISOString(),
      })),
    )
    if (rows.length > 0) {
      const inserted = await deps.db
        .from('blog_campaign_jobs')
        .upsert(rows, { onConflict: 'campaign_id,slot', ignoreDuplicates: true })
        .select('id')
      if (inserted.error) throw new Error(`Could not enqueue jobs: ${inserted.error.message}`)
      created += inserted.data.length
    }
    if (data.length < CAMPAIGN_PAGE) return created
  }
}

/** Asks the database for one due job (skip locked); null when none is due. */
export async function claimJob(deps: EngineDeps, jobId?: string): Promise<string | null> {
  const { data, error } = await deps.db.rpc('claim_campaign_job', {
    p_now: deps.now().toISOString(),
    ...(jobId ? { p_job_id: jobId } : {}),
  })
  if (error) throw new Error(`Could not claim a job: ${error.message}`)
  return data || null
}
