import type { StackContext } from '../../stack-context.ts'
import type { PostScheduler } from '../service.ts'
import { cronIntervalMs } from './schedules.ts'

/**
 * What the hosted cron job `publish-scheduled-posts` does (migration
 * 20261129050000_blog_published_at.sql), for the local stack, which has no pg_cron: every
 * pollMs (default: the job's minute), the same private.publish_due_posts. The scheduler's
 * clock is the wall clock plus clockAheadMs, so a browser test sees a post scheduled minutes
 * ahead go live in seconds.
 */
export function startPostScheduler(ctx: Pick<StackContext, 'db'>, options: PostScheduler = {}) {
  const aheadMs = options.clockAheadMs ?? 0
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await ctx.db.query('select private.publish_due_posts($1::timestamptz)', [
        new Date(Date.now() + aheadMs).toISOString(),
      ])
    } catch (error) {
      console.error('[publish-scheduled-posts]', error)
    } finally {
      running = false
    }
  }
  const timer = setInterval(
    () => void tick(),
    options.pollMs ?? cronIntervalMs('publish-scheduled-posts'),
  )
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
