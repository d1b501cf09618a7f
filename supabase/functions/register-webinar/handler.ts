import { tooManyRequests, type RateDecision } from '../_shared/rate-limit.ts'
import { clientAddress } from '../_shared/client-address.ts'
import { json, jsonError, postOnly, readJson } from '../_shared/http.ts'
import {
  webinarRegistrationSchema,
  type WebinarRegistration,
} from '../_shared/domain/webinar-registration.ts'
import { serverError } from '../_shared/server-error.ts'
import { SITE_URL_MISSING } from '../_shared/email/mail-env.ts'
import { workshopConfirmationEmail, type RenderedEmail } from '../_shared/domain/email/templates.ts'
import {
  newWorkshopAccess,
  workshopAccessExpiry,
  workshopAccessUrl,
  type WorkshopAccess,
} from '../_shared/domain/workshop-access.ts'
import { LINK_RECENTLY_SENT } from '../_shared/domain/workshop-offer.ts'

export type Deps = {
  /** Counts one registration attempt from `address` against the per-address limit. */
  allowRequest: (address: string) => Promise<RateDecision>
  /** The public site the email links to (SITE_URL). */
  siteUrl: string | undefined
  brand: string
  now: () => Date
  /**
   * Stores the registration unless this email is already registered for this workshop, and in
   * the same transaction the new personal link and the confirmation email (the outbox), unless
   * the address was sent a link within the last hour (then `outboxId` is null: nothing sent).
   */
  register: (input: {
    registration: WebinarRegistration
    access: WorkshopAccess
    expiresAt: Date
    email: RenderedEmail
  }) => Promise<{ created: boolean; outboxId: string | null }>
  /** One delivery attempt right away; a failure is left to the outbox worker's retries. */
  deliverNow: (outboxId: string) => Promise<void>
}

const MAX_BODY_BYTES = 8 * 1024

/**
 * POST { name, email, webinar_title }: 413 past 8 KB (read no further), 400 for anything but a
 * valid body (nothing written),
 * 429 with Retry-After past the per-address limit, 201 for a new registration (with its
 * personal link as `access`, which the workshop player needs) and 200 for one that already
 * exists (a success that adds no row, and no link: that goes only to the address registered). Either way the address registered gets
 * an email with a new personal link to the video, at most one an hour (a repeat within the hour
 * sends nothing and says so, so nobody can flood a stranger's inbox); the email is saved with
 * the registration and a provider failure only delays it (the outbox worker retries), never
 * fails the request. The title must be one the site offers: no caller-chosen text reaches an
 * email's subject.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    const body = await readJson(req, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    if (body.json === null) return jsonError('Body must be a JSON object of at most 8 KB', 400)
    const input = webinarRegistrationSchema.safeParse(body.json)
    if (!input.success) {
      const issue = input.error.issues[0]
      const field = issue?.path.join('.') || 'body'
      return jsonError(`${field}: ${issue?.message ?? 'invalid'}`, 400)
    }

    try {
      const decision = await deps.allowRequest(clientAddress(req))
      if (!decision.allowed) {
        return tooManyRequests(
          'Too many registrations from your address. Please try again later.',
          decision,
        )
      }
      if (!deps.siteUrl) throw new Error(SITE_URL_MISSING)
      const access = newWorkshopAccess()
      const expiresAt = workshopAccessExpiry(deps.now())
      const email = workshopConfirmationEmail({
        brand: deps.brand,
        name: input.data.name,
        webinarTitle: input.data.webinar_title,
        accessUrl: workshopAccessUrl(deps.siteUrl, access),
        expiresAt,
      })
      const { created, outboxId } = await deps.register({
        registration: input.data,
        access,
        expiresAt,
        email,
      })
      if (outboxId === null)
        return json({ success: true, emailed: false, message: LINK_RECENTLY_SENT })
      await deps.deliverNow(outboxId)
      // A new registration's answer carries its personal link, so this browser plays the
      // training at once; a repeat's does not (it goes only to the address registered).
      return created
        ? json({ success: true, access: `${access.linkId}.${access.token}` }, 201)
        : json({ success: true }, 200)
    } catch (error) {
      return serverError('register-webinar', 'saving the registration failed', error, {
        text: 'Registration could not be saved. Please try again.',
        status: 500,
      })
    }
  })
