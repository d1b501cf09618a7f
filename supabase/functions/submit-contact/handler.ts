import { clientAddress } from '../_shared/client-address.ts'
import {
  contactMessages,
  contactMessageSchema,
  type ContactMessageInput,
} from '../_shared/domain/contact.ts'
import { json, postOnly, readJson } from '../_shared/http.ts'
import { tooManyRequests, type RateDecision } from '../_shared/rate-limit.ts'
import { serverError } from '../_shared/server-error.ts'
import { SITE_URL_MISSING } from '../_shared/email/mail-env.ts'
import { contactNotificationEmail, type RenderedEmail } from '../_shared/domain/email/templates.ts'

const MAX_BODY_BYTES = 64 * 1024

export type Deps = {
  /** Counts one message from `address` and says whether it is within the limit. */
  allowMessage: (address: string) => Promise<RateDecision>
  /** The public site the email links to (SITE_URL). */
  siteUrl: string | undefined
  brand: string
  /**
   * Stores the message and, in the same transaction, the admins' notification (the outbox);
   * outboxId is null when there is nobody to notify.
   */
  saveMessage: (
    message: ContactMessageInput,
    email: RenderedEmail,
  ) => Promise<{ outboxId: string | null }>
  /** One delivery attempt right away; a failure is left to the outbox worker's retries. */
  deliverNow: (outboxId: string) => Promise<void>
}

/** The portal's inbox, where the notification sends the admins. */
export const inboxUrl = (siteUrl: string) => new URL('/admin-portal#inbox', siteUrl).toString()

/**
 * POST { name, email, subject, message }: validates the body (400, nothing written), then
 * throttles per client address (429 with Retry-After), then stores the message with the
 * admins' notification (201). A provider failure only delays the email, never the answer.
 */
export const createHandler = (deps: Deps) =>
  postOnly(async (req) => {
    const body = await readJson(req, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    const input = contactMessageSchema.safeParse(body.json)
    if (!input.success) {
      const fields = Object.fromEntries(
        input.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]),
      )
      return json({ error: 'Please check the form and try again.', fields }, 400)
    }

    try {
      const decision = await deps.allowMessage(clientAddress(req))
      if (!decision.allowed) {
        return tooManyRequests(contactMessages.tooMany, decision)
      }
      if (!deps.siteUrl) throw new Error(SITE_URL_MISSING)
      const email = contactNotificationEmail({
        brand: deps.brand,
        ...input.data,
        inboxUrl: inboxUrl(deps.siteUrl),
      })
      const { outboxId } = await deps.saveMessage(input.data, email)
      if (outboxId) await deps.deliverNow(outboxId)
      else
        console.error(
          'submit-contact: no admin has an email address and CONTACT_NOTIFY_TO is not set; nobody was notified',
        )
    } catch (error) {
      return serverError('submit-contact', 'saving the message failed', error, {
        text: contactMessages.sendFailed,
        status: 500,
      })
    }
    return json({ success: true }, 201)
  })
