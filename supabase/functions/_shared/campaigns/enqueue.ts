import type { EngineDeps } from './engine-deps.ts'
import { dueSlots } from '../domain/campaigns/schedule.ts'
import { jobsLeftUnderCap } from './campaign-limits.ts'

const CAMPAIGN_PAGE = 500

/**
 * One scheduler tick: a job for every due slot of every active campaign, up to its monthly cap
 * (a capped campaign gets no job past it). The unique (campaign_id, slot) constraint turns a
 * second tick for the same slot into a no-op. Returns how many jobs were new. With campaignId,
 * only that campaign's slots.
 */
export async function enqueueDueSlots(deps: EngineDeps, campaignId?: string): Promise<number> {
  const now = deps.now()
  let created = 0
  for (let from = 0; ; from += CAMPAIGN_PAGE) {
    let query = deps.db
      .from('blog_campaigns')
      .select(
        'id, posts_frequency, frequency_period, created_at, resumed_at, preferred_weekdays, time_of_day, time_zone, monthly_article_cap, monthly_token_cap',
      )
      .eq('status', 'active')
    if (campaignId) query = query.eq('id', campaignId)
    const { data, error } = await query.order('id').range(from, from + CAMPAIGN_PAGE - 1)
    if (error) throw new Error(`Could not read campaigns: ${error.message}`)
    const perCampaign = await Promise.all(
      data.map(async (campaign) => {
        const due = dueSlots(campaign, now)
        if (due.length === 0) return []
        const left = await jobsLeftUnderCap(deps, campaign)
        if (left === Infinity) return due
        // Slots that already have their job are not new: only the rest count against the cap.
        const existing = await existingSlots(deps, campaign.id, due)
        const fresh = due.filter((slot) => !existing.has(slot.toISOString()))
        return [...due.filter((slot) => existing.has(slot.toISOString())), ...fresh.slice(0, left)]
      }),
    )
    const rows = data.flatMap((campaign, index) =>
      (perCampaign[index] ?? []).map((slot) => ({
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

async function existingSlots(deps: EngineDeps, campaignId: string, slots: Date[]) {
  const { data, error } = await deps.db
    .from('blog_campaign_jobs')
    .select('slot')
    .eq('campaign_id', campaignId)
    .in(
      'slot',
      slots.map((slot) => slot.toISOString()),
    )
  if (error) throw new Error(`Could not read the campaign's jobs: ${error.message}`)
  return new Set(data.map((row) => new Date(row.slot).toISOString()))
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
