import { randomBytes } from 'node:crypto'
import type { StoredSession } from './sessions.ts'

const token = () => randomBytes(12).toString('hex')

/**
 * What paying does to a session in Stripe: complete and paid, a PaymentIntent with its charge
 * (whose refunds send `charge.refunded`), and, with invoice_creation enabled, a paid invoice
 * with a hosted page. `pageBase` is where the sandbox serves receipts and invoices.
 */
export function paySession(stored: StoredSession, email: string | null, pageBase: string) {
  const { session } = stored
  const created = Math.floor(Date.now() / 1000)
  const paymentIntent = `pi_test_${token()}`
  session.status = 'complete'
  session.payment_status = 'paid'
  session.customer_details = { email: email ?? session.customer_email }
  session.payment_intent = paymentIntent
  const chargeId = `ch_test_${token()}`
  stored.charge = {
    id: chargeId,
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: 0,
    currency: session.currency,
    paid: true,
    refunded: false,
    payment_intent: paymentIntent,
    receipt_url: `${pageBase}/receipts/${chargeId}`,
    created,
    livemode: false,
  }
  if (session.invoice_creation.enabled) {
    const id = `in_test_${token()}`
    stored.invoice = {
      id,
      object: 'invoice',
      status: 'paid',
      amount_paid: session.amount_total,
      currency: session.currency,
      customer_email: session.customer_details.email,
      hosted_invoice_url: `${pageBase}/invoices/${id}`,
      number: `SANDBOX-${id.slice(-8).toUpperCase()}`,
      created,
      livemode: false,
    }
    session.invoice = id
  }
}

/**
 * Refunds `amount` cents of a paid session's charge (Stripe's POST /v1/refunds): the charge's
 * cumulative amount_refunded grows, `refunded` once all of it is. False when there is no charge
 * or the amount is not between 1 cent and what is left.
 */
export function refundCharge(stored: StoredSession, amount: number): boolean {
  const charge = stored.charge
  if (!charge || !Number.isInteger(amount) || amount < 1) return false
  if (amount > charge.amount - charge.amount_refunded) return false
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  return true
}
