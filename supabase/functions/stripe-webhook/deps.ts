import { z } from 'zod'
import {
  deliverHandoffNow,
  handoffSender,
  handoffSettings,
  handoffStore,
} from '../_shared/credits-handoff.ts'
import type { Json } from '../_shared/database.types.ts'
import { refundedCredits } from '../_shared/domain/credit-pricing.ts'
import {
  creditPurchaseAlertEmail,
  creditReceiptEmail,
  creditRefundAlertEmail,
} from '../_shared/domain/email/credit-emails.ts'
import type { RenderedEmail } from '../_shared/domain/email/templates.ts'
import { SITE_URL_MISSING, mailEnv } from '../_shared/email/mail-env.ts'
import { optionalSecret, secretRules, type Env } from '../_shared/env.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { stripeApiBase, stripeClient, stripeSecretKey } from '../_shared/stripe-client.ts'
import type { Deps } from './handler.ts'
import { createEventVerifier } from './verify-event.ts'

/** The signing secret; unset, the function answers that webhooks are not configured. */
export const webhookSecret = (env: Env): string | undefined =>
  optionalSecret(env, 'STRIPE_WEBHOOK_SECRET', secretRules.key(['whsec_']))

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
])

/** What apply_checkout_event and apply_refund_event answer. */
const appliedSchema = z.object({
  outcome: z.string(),
  emails: z.array(z.string()),
  handoff: z.string().nullable(),
})

/** An email for the outbox, as the RPCs take it ({ subject, html, text }). */
const asJson = (email: RenderedEmail): Json => ({
  subject: email.subject,
  html: email.html,
  text: email.text,
})

const ORDER_COLUMNS =
  'id, status, lead_count, credits, amount_cents, is_agency_annual, email, customer_email, provider_session_id, refunded_cents'

export function createDeps(env: Env): Deps {
  const secret = webhookSecret(env)
  const db = serviceClient(env)
  const mail = mailEnv(env, db)
  const handoff = handoffSettings(env)
  const sendHandoff = handoff ? handoffSender(handoff) : null
  const handoffs = handoffStore(db)
  const key = stripeSecretKey(env)
  const stripe = key ? stripeClient(key, stripeApiBase(env)) : null

  const orderUrl = (sessionId: string | null) =>
    mail.siteUrl &&
    `${mail.siteUrl}/admin-portal/orders${sessionId ? `?q=${encodeURIComponent(sessionId)}` : ''}`

  /** The invoice's hosted page; null (logged) when Stripe gives none. */
  async function invoiceUrl(invoiceId: string | null): Promise<string | null> {
    if (!invoiceId) return null
    if (!stripe) {
      console.error('stripe-webhook: no STRIPE_SECRET_KEY, the receipt goes without its invoice')
      return null
    }
    try {
      const invoice = await stripe.invoices.retrieve(invoiceId)
      return invoice.hosted_invoice_url ?? null
    } catch (error) {
      console.error(`stripe-webhook: reading invoice ${invoiceId} failed`, error)
      return null
    }
  }

  /** The rows the transaction queued, tried at once; a failure is left to the workers. */
  async function deliver(applied: Json) {
    const result = appliedSchema.parse(applied)
    await Promise.all([
      ...result.emails.map((id) => mail.deliverNow(id)),
      ...(result.handoff ? [deliverHandoffNow(handoffs, sendHandoff, result.handoff)] : []),
    ])
    return result.outcome
  }

  return {
    verifyEvent: secret ? createEventVerifier(secret) : null,
    async applyEvent(event) {
      let receipt: RenderedEmail | null = null
      let alert: RenderedEmail | null = null
      if (PAID_EVENTS.has(event.eventType)) {
        // Rendered before the transaction: what an order bought never changes after checkout.
        const { data: order, error } = await db
          .from('credit_orders')
          .select(ORDER_COLUMNS)
          .eq('id', event.orderId)
          .maybeSingle()
        if (error) throw error
        if (order?.status === 'pending') {
          const facts = {
            orderId: order.id,
            leadCount: order.lead_count,
            credits: order.credits,
            amountCents: order.amount_cents,
            isAgencyAnnual: order.is_agency_annual,
          }
          receipt = creditReceiptEmail({
            ...facts,
            brand: mail.brand,
            stripeUrl: await invoiceUrl(event.invoiceId),
          })
          const link = orderUrl(event.sessionId)
          if (link) {
            alert = creditPurchaseAlertEmail({
              ...facts,
              brand: mail.brand,
              buyer: event.customerEmail || order.customer_email || order.email,
              orderUrl: link,
            })
          } else console.error(`stripe-webhook: no admin alert: ${SITE_URL_MISSING}`)
        }
      }
      const { data, error } = await db.rpc('apply_checkout_event', {
        p_event_id: event.eventId,
        p_event_type: event.eventType,
        p_session_id: event.sessionId,
        p_order_id: event.orderId,
        p_amount_total: event.amountTotal,
        p_payment_status: event.paymentStatus,
        p_customer_email: event.customerEmail,
        ...(event.paymentIntent ? { p_payment_intent: event.paymentIntent } : {}),
        ...(receipt ? { p_receipt: asJson(receipt) } : {}),
        ...(alert ? { p_alert: asJson(alert) } : {}),
      })
      if (error) throw error
      return deliver(data)
    },
    async applyRefund(event) {
      const { data: order, error } = await db
        .from('credit_orders')
        .select(ORDER_COLUMNS)
        .eq('payment_intent_id', event.paymentIntent)
        .maybeSingle()
      if (error) throw error
      let alert: RenderedEmail | null = null
      const before = order?.refunded_cents ?? 0
      const link = orderUrl(order?.provider_session_id ?? null)
      if (order && event.amountRefunded > before && event.amountRefunded <= order.amount_cents) {
        const facts = { credits: order.credits, amountCents: order.amount_cents }
        if (link) {
          alert = creditRefundAlertEmail({
            orderId: order.id,
            leadCount: order.lead_count,
            credits: order.credits,
            amountCents: order.amount_cents,
            isAgencyAnnual: order.is_agency_annual,
            brand: mail.brand,
            buyer: order.customer_email ?? order.email,
            orderUrl: link,
            refundedCents: event.amountRefunded - before,
            refundedCredits: refundedCredits(facts, before, event.amountRefunded),
            full: event.amountRefunded === order.amount_cents,
          })
        } else console.error(`stripe-webhook: no admin alert: ${SITE_URL_MISSING}`)
      }
      const { data, error: applyError } = await db.rpc('apply_refund_event', {
        p_event_id: event.eventId,
        p_payment_intent: event.paymentIntent,
        p_amount_refunded: event.amountRefunded,
        p_expected_refunded_cents: before,
        ...(alert ? { p_alert: asJson(alert) } : {}),
      })
      if (applyError) throw applyError
      return deliver(data)
    },
  }
}
