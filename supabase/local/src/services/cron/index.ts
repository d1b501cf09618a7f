import type { StackContext } from '../../stack-context.ts'
import type { Service, ServiceOptions } from '../service.ts'
import { cronIntervalMs } from './schedules.ts'
import { startPostScheduler } from './post-scheduler.ts'
import { startSiteRebuild } from './site-rebuild.ts'

type CronJob = { functionName: string; everyMs: number }

/**
 * What Supabase Cron runs on a hosted project (migrations 20251212000100_campaign_scheduler_cron,
 * 20261126000200_email_outbox, 20261129030000_credit_delivery, 20261130050000_blog_live_check and 20261130080100_workshop_followups): pg_net POSTs to an edge function with the secret key
 * (migration 20261125000400), at the interval those migrations schedule, on the clock.
 */
export const CRON_JOBS: readonly CronJob[] = [
  'campaign-scheduler',
  'email-outbox',
  'credits-handoff',
  'blog-live-check',
  'workshop-followups',
].map((functionName) => ({ functionName, everyMs: cronIntervalMs(functionName) }))

/** Runs each job at every multiple of its interval on the wall clock, like `*\/5 * * * *`. */
export function startCron(
  ctx: Pick<StackContext, 'url' | 'keys'>,
  jobs: readonly CronJob[] = CRON_JOBS,
  fetchImpl: typeof fetch = fetch,
) {
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const tick = async (job: CronJob) => {
    try {
      const response = await fetchImpl(`${ctx.url}/functions/v1/${job.functionName}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${ctx.keys.secretKey}`,
          apikey: ctx.keys.secretKey,
          'Content-Type': 'application/json',
        },
        body: '{}',
      })
      const body = await response.text()
      if (!response.ok) console.error(`[cron] ${job.functionName}: ${response.status} ${body}`)
    } catch (error) {
      console.error(`[cron] ${job.functionName}:`, error)
    }
  }
  const schedule = (job: CronJob) => {
    const every = job.everyMs
    const timer = setTimeout(
      () => {
        timers.delete(timer)
        void tick(job)
        schedule(job)
      },
      every - (Date.now() % every),
    )
    timer.unref()
    timers.add(timer)
  }
  jobs.forEach(schedule)
  return {
    stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}

/**
 * Supabase Cron's schedules: the function calls when the stack runs with cron (npm run dev,
 * npm run stack), the site-rebuild job whenever a deploy hook is configured, the scheduled
 * posts and the live check with cron or when asked for alone.
 */
export function cronService(ctx: StackContext, options: ServiceOptions): Service {
  const jobs = [
    ...(options.cron ? [startCron(ctx)] : []),
    ...(!options.cron && options.liveCheck
      ? [startCron(ctx, [{ functionName: 'blog-live-check', everyMs: options.liveCheck.pollMs }])]
      : []),
    ...(options.siteDeployHook ? [startSiteRebuild(ctx, options.siteDeployHook)] : []),
    ...(options.cron || options.postScheduler
      ? [startPostScheduler(ctx, options.postScheduler)]
      : []),
  ]
  return { close: async () => jobs.forEach((job) => job.stop()) }
}
