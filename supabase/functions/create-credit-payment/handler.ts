import {
  checkoutRequestSchema,
  priceCheckout,
  type PricedOrder,
} from '../_shared/domain/credit-checkout.ts'
import { parseWorkshopAccess, type WorkshopAccess } from '../_shared/domain/workshop-access.ts'
import { clientAddress } from '../_shared/client-address.ts'
import { corsHeaders, json, jsonError, readJson } from '../_shared/http.ts'
import { tooManyRequests, type RateDecision } from '../_shared/rate-limit.ts'
import { serverError, type Log } from '../_shared/server-error.ts'

const MAX_BODY_BYTES = 16 * 1024

export const errors = {
  method: 'Method not allowed',
  checkoutKey: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"',
  siteUrl:
    "Payments are not configured: set the SITE_URL function secret to the site's address (and SITE_URL_ALLOWLIST for preview origins) so Checkout knows where to return buyers (see README, Payments)",
  notConfigured:
    'Payments are not configured: set the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET function secrets (see README, Payments)',
  keyReused: 'This Idempotency-Key was already used for a different order',
  tooMany: 'Too many checkout attempts from your address. Please try again later.',
  /** The fixed text for anything that fails on our side or the provider's. */
  failed: 'Failed to process payment',
} as const

export type OrderToSave = PricedOrder & {
  email: string
  checkoutKey: string
  /** The workshop registration the order came from (its offer), resolved on the server. */
  registrationId: string | null
}
export type SavedOrder = OrderToSave & { id: string; sessionId: string | null }
export type CheckoutSession = { id: string; url: string | null }
export type SessionRequest = {
  order: SavedOrder
  successUrl: string
  cancelUrl: string
  /** The same order always asks for the same session (a double click makes one). */
  idempotencyKey: string
}

/** Where Checkout may send buyers back: SITE_URL, and the preview origins of SITE_URL_ALLOWLIST. */
export type ReturnSites = { site: string; previews: readonly string[] }

export type Deps = {
  /** Null when SITE_URL is not set: the function then says what to configure. */
  returnSites: ReturnSites | null
  /** Counts one checkout attempt from `address` against the per-address limit. */
  allowRequest: (address: string) => Promise<RateDecision>
  /** Null when STRIPE_SECRET_KEY is not set: the function then says what to configure. */
  payments: { createSession(request: SessionRequest): Promise<CheckoutSession> } | null
  /** Inserts the pending order, or returns the one already saved under the same checkout key. */
  saveOrder(order: OrderToSave): Promise<SavedOrder>
  attachSession(orderId: string, sessionId: string): Promise<void>
  newCheckoutKey(): string
  /** The registration a workshop personal link opens (unexpired), or null. */
  workshopRegistration(access: WorkshopAccess): Promise<string | null>
  /** Records the registration's first click on the offer (once it is unlocked); later ones keep it. */
  offerClicked(registrationId: string): Promise<void>
  log?: Log
}

const CHECKOUT_KEY = /^[A-Za-z0-9_-]{8,100}$/
// Browsers preflight the Idempotency-Key header the top-up page sends.
const allowHeaders = `${corsHeaders['Access-Control-Allow-Headers']}, idempotency-key`

/**
 * The configured origin Checkout returns the buyer to: the calling page's, when it is one of
 * the configured ones (a preview deploy), else SITE_URL. The Origin header only chooses among
 * configured values; it never becomes the address.
 */
function returnOrigin(sites: ReturnSites, origin: string | null): string {
  return sites.previews.find((preview) => preview === origin) ?? sites.site
}

const sameOrder = (a: OrderToSave, b: OrderToSave) =>
  a.leadCount === b.leadCount &&
  a.amountCents === b.amountCents &&
  a.email === b.email &&
  a.isAgencyAnnual === b.isAgencyAnnual

/**
 * The registration behind the workshop offer's personal link. A link that is malformed, unknown
 * or expired (or a lookup that fails) links nothing, and the purchase goes on without it: the
 * buyer never loses the sale over the funnel's bookkeeping.
 */
async function workshopRegistration(deps: Deps, access: string | undefined) {
  const parsed = parseWorkshopAccess(access)
  if (!parsed) return null
  try {
    return await deps.workshopRegistration(parsed)
  } catch (error) {
    console.error('create-credit-payment: resolving the workshop link failed', error)
    return null
  }
}

export const createHandler =
  (deps: Deps) =>
  async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') {
      return new Response('ok', {
        headers: { ...corsHeaders, 'Access-Control-Allow-Headers': allowHeaders },
      })
    }
    if (req.method !== 'POST') return jsonError(errors.method, 405)
    const body = await readJson(req, MAX_BODY_BYTES)
    if (body instanceof Response) return body
    const input = checkoutRequestSchema.safeParse(body.json)
    if (!input.success) return jsonError(input.error.issues[0]?.message ?? 'Invalid body', 400)
    const givenKey = req.headers.get('idempotency-key')
    if (givenKey !== null && !CHECKOUT_KEY.test(givenKey)) return jsonError(errors.checkoutKey, 400)
    if (!deps.returnSites) return jsonError(errors.siteUrl, 503)
    if (!deps.payments) return jsonError(errors.notConfigured, 503)
    const site = returnOrigin(deps.returnSites, req.headers.get('origin'))

    // Provider and database errors stay in the log, under an id the visitor can quote.
    const failed = (what: string, error: unknown, status: 500 | 502) =>
      serverError('create-credit-payment', what, error, {
        text: errors.failed,
        status,
        ...(deps.log && { log: deps.log }),
      })
    try {
      const decision = await deps.allowRequest(clientAddress(req))
      if (!decision.allowed) return tooManyRequests(errors.tooMany, decision)
    } catch (error) {
      return failed('the rate limit check failed', error, 500)
    }

    const registrationId = await workshopRegistration(deps, input.data.workshopAccess)
    // The price comes from the lead count alone (or the one fixed agency offer), never the client.
    const wanted: OrderToSave = {
      ...priceCheckout(input.data),
      email: input.data.email,
      checkoutKey: givenKey ?? deps.newCheckoutKey(),
      registrationId,
    }
    let order: SavedOrder
    try {
      order = await deps.saveOrder(wanted)
    } catch (error) {
      return failed('saving the order failed', error, 500)
    }
    if (!sameOrder(order, wanted)) return jsonError(errors.keyReused, 409)
    if (registrationId) {
      await deps.offerClicked(registrationId).catch((error: unknown) => {
        console.error('create-credit-payment: recording the offer click failed', error)
      })
    }

    let session: CheckoutSession
    try {
      session = await deps.payments.createSession({
        order,
        successUrl: `${site}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}/credit-topup`,
        idempotencyKey: `credit-order-${order.id}`,
      })
    } catch (error) {
      return failed('creating the checkout session failed', error, 502)
    }
    if (!session.url) return failed('the provider returned no checkout URL', session.id, 502)
    if (order.sessionId !== session.id) {
      // Not fatal: the webhook also finds the order through the session's metadata.
      await deps.attachSession(order.id, session.id).catch((error: unknown) => {
        console.error('create-credit-payment: recording the session id failed', error)
      })
    }
    return json({ url: session.url })
  }
