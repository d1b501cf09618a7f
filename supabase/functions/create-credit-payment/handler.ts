import {
  checkoutRequestSchema,
  priceCheckout,
  type PricedOrder,
} from '../_shared/credit-checkout.ts'
import {
  BODY_TOO_LARGE,
  bodyTooLarge,
  corsHeaders,
  json,
  jsonError,
  readJson,
} from '../_shared/http.ts'

const MAX_BODY_BYTES = 16 * 1024

export const errors = {
  method: 'Method not allowed',
  checkoutKey: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"',
  siteUrl: 'Cannot tell where to send the buyer back: set SITE_URL or call from a web page',
  notConfigured:
    'Payments are not configured: set the STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET function secrets (see README, Payments)',
  keyReused: 'This Idempotency-Key was already used for a different order',
  saveFailed: 'Could not record the order. Please try again.',
  noUrl: 'The payment provider returned no checkout URL',
} as const

export type OrderToSave = PricedOrder & { email: string; checkoutKey: string }
export type SavedOrder = OrderToSave & { id: string; sessionId: string | null }
export type CheckoutSession = { id: string; url: string | null }
export type SessionRequest = {
  order: SavedOrder
  successUrl: string
  cancelUrl: string
  /** The same order always asks for the same session (a double click makes one). */
  idempotencyKey: string
}

export type Deps = {
  /** Null when STRIPE_SECRET_KEY is not set: the function then says what to configure. */
  payments: { createSession(request: SessionRequest): Promise<CheckoutSession> } | null
  /** Inserts the pending order, or returns the one already saved under the same checkout key. */
  saveOrder(order: OrderToSave): Promise<SavedOrder>
  attachSession(orderId: string, sessionId: string): Promise<void>
  newCheckoutKey(): string
  /** SITE_URL; when unset, the calling page's origin. */
  siteUrl: string | undefined
}

const CHECKOUT_KEY = /^[A-Za-z0-9_-]{8,100}$/
// Browsers preflight the Idempotency-Key header the top-up page sends.
const allowHeaders = `${corsHeaders['Access-Control-Allow-Headers']}, idempotency-key`

function siteOrigin(configured: string | undefined, origin: string | null): string | null {
  const candidate = configured ?? origin
  if (!candidate) return null
  try {
    const url = new URL(candidate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

const sameOrder = (a: OrderToSave, b: OrderToSave) =>
  a.leadCount === b.leadCount &&
  a.amountCents === b.amountCents &&
  a.email === b.email &&
  a.isAgencyAnnual === b.isAgencyAnnual

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

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
    if (body === BODY_TOO_LARGE) return bodyTooLarge(MAX_BODY_BYTES)
    const input = checkoutRequestSchema.safeParse(body)
    if (!input.success) return jsonError(input.error.issues[0]?.message ?? 'Invalid body', 400)
    const givenKey = req.headers.get('idempotency-key')
    if (givenKey !== null && !CHECKOUT_KEY.test(givenKey)) return jsonError(errors.checkoutKey, 400)
    const site = siteOrigin(deps.siteUrl, req.headers.get('origin'))
    if (!site) return jsonError(errors.siteUrl, 400)
    if (!deps.payments) return jsonError(errors.notConfigured, 503)

    // The price comes from the lead count alone (or the one fixed agency offer), never the client.
    const wanted: OrderToSave = {
      ...priceCheckout(input.data),
      email: input.data.email,
      checkoutKey: givenKey ?? deps.newCheckoutKey(),
    }
    let order: SavedOrder
    try {
      order = await deps.saveOrder(wanted)
    } catch (error) {
      console.error('create-credit-payment: saving the order failed', error)
      return jsonError(errors.saveFailed, 500)
    }
    if (!sameOrder(order, wanted)) return jsonError(errors.keyReused, 409)

    let session: CheckoutSession
    try {
      session = await deps.payments.createSession({
        order,
        successUrl: `${site}/purchase-thank-you?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}/credit-topup`,
        idempotencyKey: `credit-order-${order.id}`,
      })
    } catch (error) {
      console.error('create-credit-payment: creating the checkout session failed', error)
      return jsonError(messageOf(error), 502)
    }
    if (!session.url) return jsonError(errors.noUrl, 502)
    if (order.sessionId !== session.id) {
      // Not fatal: the webhook also finds the order through the session's metadata.
      await deps.attachSession(order.id, session.id).catch((error: unknown) => {
        console.error('create-credit-payment: recording the session id failed', error)
      })
    }
    return json({ url: session.url })
  }
