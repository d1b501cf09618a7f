import { DEFAULT_MAX_ATTEMPTS, defaultBackoffMs, type EngineDeps } from './engine-deps.ts'
import { GenerationError } from './generation-error.ts'
import { recentTitles, saveDraft } from './save-draft.ts'
import { queuedKeywords } from '../domain/campaigns/keywords.ts'

export type JobOutcome = 'succeeded' | 'retrying' | 'failed'

const NO_KEYWORD_LEFT = 'Every keyword of this campaign already has an article'

async function loadJob(deps: EngineDeps, jobId: string) {
  const { data, error } = await deps.db
    .from('blog_campaign_jobs')
    .select('id, attempts, keyword, campaign_id, status, prompt_tokens, completion_tokens')
    .eq('id', jobId)
    .single()
  if (error) throw new Error(`Could not read job ${jobId}: ${error.message}`)
  const campaign = await deps.db
    .from('blog_campaigns')
    .select('id, name, keywords, post_length, user_id, auto_publish, status')
    .eq('id', data.campaign_id)
    .single()
  if (campaign.error) throw new Error(`Could not read the campaign: ${campaign.error.message}`)
  return { job: data, campaign: campaign.data }
}

/** Keywords already written about, or being written by another job right now. */
async function takenKeywords(deps: EngineDeps, campaignId: string, jobId: string) {
  const { data, error } = await deps.db
    .from('blog_campaign_jobs')
    .select('keyword')
    .eq('campaign_id', campaignId)
    .in('status', ['succeeded', 'running'])
    .neq('id', jobId)
    .not('keyword', 'is', null)
  if (error) throw new Error(`Could not read the campaign's jobs: ${error.message}`)
  return new Set(data.map((row) => row.keyword))
}

/** The keyword this job writes about: its own while still free, else the first unused one. */
async function pickKeyword(
  deps: EngineDeps,
  job: { id: string; keyword: string | null },
  campaign: { id: string; keywords: string[] },
) {
  const taken = await takenKeywords(deps, campaign.id, job.id)
  // The queue's order; a keyword over the length bound (saved before it) is never sent.
  const remaining = queuedKeywords(campaign.keywords, taken)
  const keyword = job.keyword && !taken.has(job.keyword) ? job.keyword : remaining[0]
  return { keyword, remaining }
}

async function updateJob(
  deps: EngineDeps,
  jobId: string,
  patch: {
    status: string
    error?: string | null
    post_id?: string
    model?: string
    prompt_version?: string
    keyword?: string
    run_after?: string
    finished_at?: string
    prompt_tokens?: number
    completion_tokens?: number
  },
) {
  const { error } = await deps.db.from('blog_campaign_jobs').update(patch).eq('id', jobId)
  if (error) throw new Error(`Could not update job ${jobId}: ${error.message}`)
}

async function completeCampaign(deps: EngineDeps, campaignId: string) {
  const { error } = await deps.db
    .from('blog_campaigns')
    .update({ status: 'completed' })
    .eq('id', campaignId)
    .eq('status', 'active')
  if (error) throw new Error(`Could not complete the campaign: ${error.message}`)
}

/**
 * Writes the article of a claimed job: the campaign's next unused keyword, the provider's
 * structured answer, a sanitised draft. A failure is retried with back-off (the provider's
 * Retry-After when it gives one) until the attempt limit, then the job fails with the reason.
 */
export async function runJob(deps: EngineDeps, jobId: string): Promise<JobOutcome> {
  const { job, campaign } = await loadJob(deps, jobId)
  const finishedAt = () => deps.now().toISOString()
  if ('problem' in deps.writer) {
    // The failed job still names the keyword it was for, so the admin sees what to retry.
    const { keyword } = await pickKeyword(deps, job, campaign)
    await updateJob(deps, jobId, {
      status: 'failed',
      error: deps.writer.problem,
      finished_at: finishedAt(),
      ...(keyword && { keyword }),
    })
    return 'failed'
  }
  const writer = deps.writer
  try {
    const { keyword, remaining } = await pickKeyword(deps, job, campaign)
    if (!keyword) {
      await updateJob(deps, jobId, {
        status: 'failed',
        error: NO_KEYWORD_LEFT,
        finished_at: finishedAt(),
      })
      await completeCampaign(deps, campaign.id)
      return 'failed'
    }
    if (keyword !== job.keyword) await updateJob(deps, jobId, { status: 'running', keyword })
    const written = await writer.write({
      campaignName: campaign.name,
      keyword,
      postLength: campaign.post_length,
      avoidTitles: await recentTitles(deps),
    })
    // The draft and the job's success are one transaction.
    await saveDraft(
      deps,
      { id: jobId, finishedAt: finishedAt() },
      campaign,
      { ...written, model: writer.model, promptVersion: writer.promptVersion },
      keyword,
    )
    if (remaining.every((k) => k === keyword)) await completeCampaign(deps, campaign.id)
    return 'succeeded'
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const retryable = !(error instanceof GenerationError) || error.retryable
    const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
    // What the unusable answer cost is counted too.
    const spent = error instanceof GenerationError ? error.usage : undefined
    const usage = spent && {
      prompt_tokens: job.prompt_tokens + spent.promptTokens,
      completion_tokens: job.completion_tokens + spent.completionTokens,
    }
    if (retryable && job.attempts < maxAttempts) {
      const waitMs =
        (error instanceof GenerationError ? error.retryAfterMs : undefined) ??
        (deps.backoffMs ?? defaultBackoffMs)(job.attempts)
      await updateJob(deps, jobId, {
        status: 'queued',
        error: `Attempt ${job.attempts} of ${maxAttempts} failed: ${message}`,
        run_after: new Date(deps.now().getTime() + waitMs).toISOString(),
        ...usage,
      })
      return 'retrying'
    }
    await updateJob(deps, jobId, {
      status: 'failed',
      error: message,
      model: writer.model,
      finished_at: finishedAt(),
      ...usage,
    })
    return 'failed'
  }
}
