import { clientAddress } from '../_shared/client-address.ts'
import {
  contactMessages,
  contactMessageSchema,
  type ContactMessageInput,
} from '../_shared/domain/contact.ts'
import {
  BODY_TOO_LARGE,
  bodyTooLarge,
  json,
  jsonError,
  preflight,
  readJson,
} from '../_shared/http.ts'
import { tooManyRequests, type RateDecision } from '../_shared/rate-limit.ts'
import { serverError } from '../_shared/server-error.ts'

const MAX_BODY_BYTES = 64 * 1024

export type Deps = {
  /** Counts one message from `address` and says whether it is within the limit. */
  allowMessage: (address: string) => Promise<RateDecision>
  saveMessage: (message: ContactMessageInput) => Promise<void>
}

/**
 * POST { name, email, subject, message }: validates the body (400, nothing written), then
 * throttles per client address (429 with Retry-After), then stores the message (201).
 */
export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight()
    if (req.method !== 'POST') return jsonError('Method not allowed', 405)

    const body = await readJson(req, MAX_BODY_BYTES)
    if (body === BODY_TOO_LARGE) return bodyTooLarge(MAX_BODY_BYTES)
    const input = contactMessageSchema.safeParse(body)
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
      await deps.saveMessage(input.data)
    } catch (error) {
      return serverError('submit-contact', 'saving the message failed', error, {
        text: contactMessages.sendFailed,
        status: 500,
      })
    }
    return json({ success: true }, 201)
  }
