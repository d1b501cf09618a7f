import { z } from 'zod'
import { BODY_TOO_LARGE, json, jsonError, readText } from '../_shared/http.ts'
import { serverError } from '../_shared/server-error.ts'

export const errors = {
  method: 'Method not allowed',
  tooLarge: 'Payload too large',
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: 'Invalid Stripe-Signature header',
  notConfigured:
    'Webhooks are not configured: set the STRIPE_WEBHOOK_SECRET function secret (see README, Payments)',
  malformed: 'Malformed checkout.session event',
  malformedCharge: 'Malformed charge event',
  applyFailed: 'Could not record the event',
} as const

/** The verified facts of a Checkout Session event that decide what happens to its order. */
export type CheckoutEvent = {
  eventId: string
  eventType: string
  sessionId: string
  orderId: string
  amountTotal: number
  paymentStatus: string
  customerEmail: string
  /** The PaymentIntent: a refund's charge finds its order by it. */
  paymentIntent: string | null
  /** The invoice Checkout created (invoice_creation), whose page the receipt links to. */
  invoiceId: string | null
}

/** The verified facts of a `charge.refunded` event (full or partial). */
export type RefundEvent = {
  eventId: string
  chargeId: string
  paymentIntent: string
  /** Cumulative: everything refunded of this charge so far, in cents. */
  amountRefunded: number
}

export type Deps = {
  /** Stripe's signature check (throws when it fails); null when STRIPE_WEBHOOK_SECRET is unset. */
  verifyEvent: ((payload: string, signature: string) => Promise<unknown>) | null
  /** Applies the event exactly once per event id and at most one transition per order. */
  applyEvent(event: CheckoutEvent): Promise<string>
  /** Records a refund once per event id; a charge of no order of ours changes nothing. */
  applyRefund(event: RefundEvent): Promise<string>
}

const MAX_PAYLOAD_BYTES = 512 * 1024
const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
])
const REFUNDED = 'charge.refunded'

const eventSchema = z.object({ id: z.string().min(1).max(255), type: z.string().min(1).max(255) })
const sessionSchema = z.object({
  id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/),
  object: z.literal('checkout.session'),
  amount_total: z.number().int().nonnegative().nullable(),
  payment_status: z.string().max(50),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
  customer_details: z
    .object({ email: z.string().max(320).nullable().optional() })
    .nullable()
    .optional(),
  payment_intent: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]{1,250}$/)
    .nullable()
    .optional(),
  invoice: z
    .string()
    .regex(/^in_[A-Za-z0-9_]{1,250}$/)
    .nullable()
    .optional(),
})
const chargeSchema = z.object({
  id: z.string().regex(/^ch_[A-Za-z0-9_]{1,250}$/),
  object: z.literal('charge'),
  payment_intent: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]{1,250}$/)
    .nullable(),
  amount_refunded: z.number().int().nonnegative(),
})
const orderIdSchema = z.uuid()

const sessionOf = (event: unknown) =>
  typeof event === 'object' && event !== null && 'data' in event ? event.data : undefined

export const createHandler = (deps: Deps) => {
  async function refund(eventId: string, object: unknown): Promise<Response> {
    const charge = chargeSchema.safeParse(object)
    if (!charge.success) return jsonError(errors.malformedCharge, 400)
    // A charge without a PaymentIntent was not made by Checkout: no order of ours.
    if (!charge.data.payment_intent) return json({ received: true, outcome: 'not_ours' })
    try {
      const outcome = await deps.applyRefund({
        eventId,
        chargeId: charge.data.id,
        paymentIntent: charge.data.payment_intent,
        amountRefunded: charge.data.amount_refunded,
      })
      if (outcome === 'unknown_charge') {
        console.warn(`stripe-webhook: refund ${eventId} of ${charge.data.id}: no order of ours`)
      }
      return json({ received: true, outcome })
    } catch (error) {
      return serverError('stripe-webhook', `applying ${eventId} failed`, error, {
        text: errors.applyFailed,
        status: 500,
      })
    }
  }

  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return jsonError(errors.method, 405)
    const payload = await readText(req, MAX_PAYLOAD_BYTES)
    if (payload === BODY_TOO_LARGE) return jsonError(errors.tooLarge, 413)
    const signature = req.headers.get('stripe-signature')
    if (!signature) return jsonError(errors.missingSignature, 400)
    if (!deps.verifyEvent) return jsonError(errors.notConfigured, 503)
    let verified: unknown
    try {
      verified = await deps.verifyEvent(payload, signature)
    } catch (error) {
      // The verifier's own text stays in the log.
      console.error('stripe-webhook: signature check failed', error)
      return jsonError(errors.badSignature, 400)
    }
    const event = eventSchema.safeParse(verified)
    if (!event.success) return jsonError(errors.malformed, 400)
    const data = sessionOf(verified)
    const object =
      typeof data === 'object' && data !== null && 'object' in data ? data.object : null
    if (event.data.type === REFUNDED) return refund(event.data.id, object)
    if (!HANDLED.has(event.data.type)) {
      // Answered 2xx so Stripe stops sending it; the endpoint should not subscribe to it.
      console.warn(`stripe-webhook: ignored ${event.data.type} event ${event.data.id}`)
      return json({ received: true, outcome: 'ignored' })
    }
    const session = sessionSchema.safeParse(object)
    if (!session.success) return jsonError(errors.malformed, 400)
    // Sessions of other integrations on the same Stripe account carry no order of ours.
    const orderId = orderIdSchema.safeParse(session.data.metadata?.order_id)
    if (!orderId.success) return json({ received: true, outcome: 'not_ours' })

    try {
      const outcome = await deps.applyEvent({
        eventId: event.data.id,
        eventType: event.data.type,
        sessionId: session.data.id,
        orderId: orderId.data,
        amountTotal: session.data.amount_total ?? 0,
        paymentStatus: session.data.payment_status,
        customerEmail: session.data.customer_details?.email ?? '',
        paymentIntent: session.data.payment_intent ?? null,
        invoiceId: session.data.invoice ?? null,
      })
      return json({ received: true, outcome })
    } catch (error) {
      // A 5xx makes Stripe deliver the event again later.
      return serverError('stripe-webhook', `applying ${event.data.id} failed`, error, {
        text: errors.applyFailed,
        status: 500,
      })
    }
  }
}
