import { z } from 'zod'
import { json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'
import { parseWorkshopAccess } from '../_shared/domain/workshop-access.ts'
import {
  creditWatchTime,
  MAX_REPORTED_SECONDS,
  offerUnlocked,
  WORKSHOP_VIDEO_URL_SECONDS,
} from '../_shared/domain/workshop-watch.ts'

export interface Progress {
  watchedSeconds: number
  lastReportAt: Date | null
  startedAt: Date | null
  offerReachedAt: Date | null
}

export interface WorkshopVideo {
  name: string
  durationSeconds: number | null
  poster: string | null
}

export type Deps = {
  now: () => Date
  /** The registration a personal link opens, or null (malformed, forged, expired). */
  registrationFor: (linkId: string, token: string) => Promise<string | null>
  /** The library video the workshop plays, or null for the configured YouTube video. */
  workshopVideo: () => Promise<WorkshopVideo | null>
  /** A signed link to a library video for `seconds`, or null when it cannot be signed. */
  signVideo: (name: string, seconds: number) => Promise<string | null>
  /**
   * The registration's progress; a registration without one gets one whose previous report
   * is `now` (the opening of the player), so the first report is credited from there.
   */
  openProgress: (registrationId: string, now: Date) => Promise<Progress>
  /**
   * Saves `next` only if the stored last report is still `expected` (another tab's report in
   * between makes this one credit nothing: it returns false).
   */
  saveProgress: (registrationId: string, expected: Date | null, next: Progress) => Promise<boolean>
}

export const LINK_INVALID =
  'This link has expired or is not valid. Register again and we will email you a new one.'
const MAX_BODY_BYTES = 2 * 1024

const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('open'), access: z.string().max(400) }).strict(),
  z
    .object({
      action: z.literal('report'),
      access: z.string().max(400),
      played: z.number().finite().min(0).max(MAX_REPORTED_SECONDS),
    })
    .strict(),
])

const watchAnswer = (progress: Progress) => ({
  watchedSeconds: progress.watchedSeconds,
  offerUnlocked: progress.offerReachedAt !== null || offerUnlocked(progress.watchedSeconds),
})

/**
 * The workshop's server gate, POST { action, access } with the registration's personal link
 * (`<link id>.<token>`, from the confirmation email or the registration's answer):
 * - `open`: the video to play (a signed link to the chosen library video valid for at most an
 *   hour with its poster and duration, or `{ kind: 'youtube' }` for the configured one) and the
 *   registration's watched seconds and offer state;
 * - `report` with `played` (seconds played since the last report): credits at most the
 *   wall-clock time since the registration's previous report, and unlocks the offer at 2700;
 * 404 with the link's message for a link that opens nothing; 400 for a malformed body.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    const body = await readJson(req, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    const input = bodySchema.safeParse(body.json)
    if (!input.success) {
      const issue = input.error.issues[0]
      return jsonError(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`, 400)
    }
    const access = parseWorkshopAccess(input.data.access)
    if (!access) return jsonError(LINK_INVALID, 404)
    try {
      const registrationId = await deps.registrationFor(access.linkId, access.token)
      if (!registrationId) return jsonError(LINK_INVALID, 404)
      const now = deps.now()
      const progress = await deps.openProgress(registrationId, now)

      if (input.data.action === 'open') {
        const chosen = await deps.workshopVideo()
        const url = chosen ? await deps.signVideo(chosen.name, WORKSHOP_VIDEO_URL_SECONDS) : null
        const video =
          chosen && url
            ? {
                kind: 'upload' as const,
                url,
                poster: chosen.poster,
                durationSeconds: chosen.durationSeconds,
                expiresInSeconds: WORKSHOP_VIDEO_URL_SECONDS,
              }
            : { kind: 'youtube' as const }
        return json({ video, ...watchAnswer(progress) })
      }

      const credit = creditWatchTime(progress, input.data.played, now)
      const next: Progress = {
        watchedSeconds: credit.watchedSeconds,
        lastReportAt: now,
        startedAt: progress.startedAt ?? (credit.credited > 0 ? now : null),
        offerReachedAt: progress.offerReachedAt ?? (credit.offerUnlocked ? now : null),
      }
      const saved = await deps.saveProgress(registrationId, progress.lastReportAt, next)
      // Another report was saved in between: this one counts nothing (its time is that one's).
      if (!saved) return json({ credited: 0, ...watchAnswer(progress) })
      return json({ credited: credit.credited, ...watchAnswer(next) })
    } catch (error) {
      return serverError('workshop-player', 'the workshop player failed', error, {
        text: 'The training could not be loaded. Please try again.',
        status: 500,
      })
    }
  })
