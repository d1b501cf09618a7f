import { tooManyRequests, type RateDecision } from '../_shared/rate-limit.ts'
import { clientAddress } from '../_shared/client-address.ts'
import {
  BODY_TOO_LARGE,
  bodyTooLarge,
  json,
  jsonError,
  preflight,
  readJson,
} from '../_shared/http.ts'
import {
  webinarRegistrationSchema,
  type WebinarRegistration,
} from '../_shared/domain/webinar-registration.ts'
import { serverError } from '../_shared/server-error.ts'

export type Deps = {
  /** Counts one registration attempt from `address` against the per-address limit. */
  allowRequest: (address: string) => Promise<RateDecision>
  /** Stores the registration unless this email is already registered for this workshop. */
  registerOnce: (registration: WebinarRegistration) => Promise<'created' | 'duplicate'>
}

const MAX_BODY_BYTES = 8 * 1024

/**
 * POST { name, email, webinar_title }: 413 past 8 KB (read no further), 400 for anything but a
 * valid body (nothing written),
 * 429 with Retry-After past the per-address limit, 201 for a new registration and 200 for
 * one that already exists (a success that adds no row).
 */
export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return preflight()
    if (req.method !== 'POST') return jsonError('Method not allowed', 405, { Allow: 'POST' })

    const body = await readJson(req, MAX_BODY_BYTES)
    if (body === BODY_TOO_LARGE) return bodyTooLarge(MAX_BODY_BYTES)
    if (body === null) return jsonError('Body must be a JSON object of at most 8 KB', 400)
    const input = webinarRegistrationSchema.safeParse(body)
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
      const outcome = await deps.registerOnce(input.data)
      return json({ success: true }, outcome === 'created' ? 201 : 200)
    } catch (error) {
      return serverError('register-webinar', 'saving the registration failed', error, {
        text: 'Registration could not be saved. Please try again.',
        status: 500,
      })
    }
  }
