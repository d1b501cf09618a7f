import {
  crawlerProblem,
  fetchProblem,
  missedScheduleEmail,
  type LivePost,
} from '../_shared/domain/blog-live.ts'
import { postPath } from '../_shared/domain/blog-post.ts'
import { oneLine } from '../_shared/domain/email/templates.ts'
import { json, jsonError, postOnly } from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'

/** A post whose page is to be checked (public.blog_live_checks_due). */
export interface DueCheck extends LivePost {
  post_id: string
  slug: string
  /** false: a scheduled draft 10 minutes past its date, which the scheduler did not publish. */
  published: boolean
  /** The deploy hook failed since the post changed: the rebuild will not come by itself. */
  rebuild_error: string | null
}

export interface LiveCheckStore {
  due(limit: number): Promise<DueCheck[]>
  record(
    postId: string,
    outcome: { reason: string | null; waiting: boolean },
    email: { subject: string; html: string; text: string },
  ): Promise<string | null>
}

export type Deps = {
  /** Only the schedule (Supabase Cron, or the local stack's) may run it: the secret key. */
  isScheduler: (req: Request) => boolean
  store: LiveCheckStore
  /** The public site's origin (SITE_URL); undefined when unset. */
  siteUrl: string | undefined
  brand: string
  /** GET as a crawler would: no JavaScript runs, only the HTML the URL answers counts. */
  fetchPage: (url: string) => Promise<{ status: number; html: string }>
  maxPerRun: number
}

export const SITE_URL_NEEDED =
  'SITE_URL is not configured: set it to the public site origin (supabase secrets set SITE_URL=https://your-site); the live check fetches the post pages there'

export const NOT_PUBLISHED_BY_SCHEDULER =
  'the scheduler has not published it (the publish-scheduled-posts job did not run)'

/**
 * POST (every minute from Supabase Cron): fetches the page of every post published or changed
 * since its last successful check, and records Live, Publishing… or Not live with the reason.
 * 503 with what to configure when SITE_URL is unset (nothing is recorded).
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    if (!deps.isScheduler(req)) return jsonError('Unauthorized', 401)
    const site = deps.siteUrl
    if (!site) {
      console.error(`blog-live-check: ${SITE_URL_NEEDED}`)
      return jsonError(SITE_URL_NEEDED, 503)
    }
    try {
      const report = { live: 0, publishing: 0, not_live: 0 }
      for (const check of await deps.store.due(deps.maxPerRun)) {
        const url = `${site}${postPath(check.slug)}`
        let reason: string | null
        if (!check.published) {
          reason = NOT_PUBLISHED_BY_SCHEDULER
        } else {
          try {
            reason = crawlerProblem(await deps.fetchPage(url), check, deps.brand)
          } catch (error) {
            reason = fetchProblem(error)
          }
          // A failed deploy hook is the cause to fix, whatever the stale page shows.
          if (reason && check.rebuild_error) {
            reason = `the site rebuild failed: ${check.rebuild_error}`
          }
        }
        const state = await deps.store.record(
          check.post_id,
          {
            reason: reason === null ? null : oneLine(reason),
            // A host builds for minutes after its hook answers: until 10 minutes have passed
            // the page may still be on its way, unless the hook failed or nothing was published.
            waiting: check.published && !check.rebuild_error,
          },
          missedScheduleEmail({
            brand: deps.brand,
            title: oneLine(check.title),
            url,
            reason: oneLine(reason ?? ''),
            adminUrl: `${site}/admin-portal/blog`,
          }),
        )
        if (state === 'live' || state === 'publishing' || state === 'not_live') report[state]++
      }
      return json(report)
    } catch (error) {
      return serverError('blog-live-check', 'checking the post pages failed', error, {
        text: 'Checking the post pages failed',
        status: 500,
      })
    }
  })
