import { unsubscribeFunctionUrl, unsubscribePageUrl } from '../_shared/domain/email/unsubscribe.ts'
import {
  unsubscribeHeaders,
  workshopFollowupEmail,
  type FollowupKind,
} from '../_shared/domain/email/workshop-followups.ts'
import {
  newWorkshopAccess,
  workshopAccessExpiry,
  workshopAccessUrl,
  type WorkshopAccess,
} from '../_shared/domain/workshop-access.ts'
import { SITE_URL_MISSING } from '../_shared/email/mail-env.ts'
import { json, jsonError, postOnly } from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'

export type DueFollowup = {
  registrationId: string
  kind: FollowupKind
  name: string
  email: string
  webinarTitle: string
}

export type FollowupToQueue = {
  registrationId: string
  kind: FollowupKind
  access: WorkshopAccess
  expiresAt: Date
  unsubscribeToken: string
  email: { subject: string; html: string; text: string; headers: Record<string, string> }
}

export type Deps = {
  /** Only the schedule (Supabase Cron, or the local stack's) may run it: the secret key. */
  isScheduler: (req: Request) => boolean
  now: () => Date
  siteUrl: string | undefined
  /** The project's functions address (SUPABASE_URL + /functions/v1), for the unsubscribe link. */
  functionsUrl: string
  brand: string
  /** The follow-ups due at `now`, oldest first, at most `limit`. */
  due: (now: Date, limit: number) => Promise<DueFollowup[]>
  /** Writes the follow-up, its link, token and email at once; null when it went already. */
  enqueue: (followup: FollowupToQueue) => Promise<string | null>
  deliverNow: (outboxId: string) => Promise<void>
  newToken: () => string
  maxPerRun: number
}

/**
 * POST (every 15 minutes from Supabase Cron): writes the workshop follow-ups that are due into
 * the email outbox, each with a new personal link and a one-click unsubscribe, and tries each
 * once at once (the outbox worker retries the rest). Answers how many were queued.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    if (!deps.isScheduler(req)) return jsonError('Unauthorized', 401)
    const { siteUrl } = deps
    if (!siteUrl) {
      console.error(`workshop-followups: ${SITE_URL_MISSING}`)
      return jsonError(SITE_URL_MISSING, 503)
    }
    try {
      const now = deps.now()
      let queued = 0
      for (const followup of await deps.due(now, deps.maxPerRun)) {
        const access = newWorkshopAccess()
        const expiresAt = workshopAccessExpiry(now)
        const unsubscribeToken = deps.newToken()
        // The header's URL takes the one-click POST; the body's link asks first (a GET of it,
        // by a person or a mail scanner, changes nothing).
        const oneClickUrl = unsubscribeFunctionUrl(deps.functionsUrl, unsubscribeToken)
        const rendered = workshopFollowupEmail(followup.kind, {
          brand: deps.brand,
          name: followup.name,
          webinarTitle: followup.webinarTitle,
          accessUrl: workshopAccessUrl(siteUrl, access),
          expiresAt,
          unsubscribeUrl: unsubscribePageUrl(siteUrl, unsubscribeToken),
        })
        const outboxId = await deps.enqueue({
          registrationId: followup.registrationId,
          kind: followup.kind,
          access,
          expiresAt,
          unsubscribeToken,
          email: { ...rendered, headers: unsubscribeHeaders(oneClickUrl) },
        })
        if (outboxId) {
          queued++
          await deps.deliverNow(outboxId)
        }
      }
      return json({ queued })
    } catch (error) {
      return serverError('workshop-followups', 'queueing the follow-ups failed', error, {
        text: 'Queueing the workshop follow-ups failed',
        status: 500,
      })
    }
  })
