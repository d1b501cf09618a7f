import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { FormTree } from './form.ts'

const SESSION_TTL_SECONDS = 24 * 60 * 60

const createParams = z.object({
  mode: z.literal('payment'),
  success_url: z.url(),
  cancel_url: z.url().optional(),
  client_reference_id: z.string().max(200).optional(),
  customer_email: z.email().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  /** Unix seconds; Stripe's default (and the sandbox's) is 24 hours after creation. */
  expires_at: z.coerce.number().int().positive().optional(),
  /** Checkout creates a paid invoice for the payment (the receipt links to its page). */
  invoice_creation: z.object({ enabled: z.enum(['true', 'false']) }).optional(),
  line_items: z
    .record(
      z.string(),
      z.object({
        quantity: z.coerce.number().int().positive(),
        price_data: z.object({
          currency: z.string().regex(/^[a-z]{3}$/),
          unit_amount: z.coerce.number().int().nonnegative(),
          product_data: z.object({ name: z.string().min(1), description: z.string().optional() }),
        }),
      }),
    )
    .refine((items) => Object.keys(items).length > 0, 'line_items is required'),
})

export type LineItem = {
  name: string
  description: string | null
  quantity: number
  amount: number
}

/** The fields of Stripe's Checkout Session object that the sandbox keeps. */
export type CheckoutSession = {
  id: string
  object: 'checkout.session'
  mode: 'payment'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_subtotal: number
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  customer_details: { email: string | null } | null
  invoice_creation: { enabled: boolean }
  /** Set when the session is paid, as Stripe does. */
  payment_intent: string | null
  invoice: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string | null
  url: string | null
  created: number
  expires_at: number
  livemode: false
}

/** The fields of Stripe's Charge object that a refund event carries. */
export type Charge = {
  id: string
  object: 'charge'
  amount: number
  amount_captured: number
  amount_refunded: number
  currency: string
  paid: true
  refunded: boolean
  payment_intent: string
  receipt_url: string
  created: number
  livemode: false
}

/** The fields of Stripe's Invoice object that the webhook reads. */
export type Invoice = {
  id: string
  object: 'invoice'
  status: 'paid'
  amount_paid: number
  currency: string
  customer_email: string | null
  hosted_invoice_url: string
  number: string
  created: number
  livemode: false
}

export type StoredSession = {
  session: CheckoutSession
  lineItems: LineItem[]
  /** Once paid: the payment's charge, and the invoice when invoice_creation was enabled. */
  charge?: Charge
  invoice?: Invoice
}

export type ParamError = { message: string; param: string }

/** Validates a create request; the first problem in Stripe's `{ message, param }` terms. */
export function readCreateParams(form: FormTree) {
  const parsed = createParams.safeParse(form)
  if (parsed.success) return { ok: true as const, params: parsed.data }
  const issue = parsed.error.issues[0]
  const param = issue?.path.join('.') ?? ''
  return {
    ok: false as const,
    error: { message: `Invalid or missing parameter: ${param} (${issue?.message})`, param },
  }
}

export function newSession(
  params: z.output<typeof createParams>,
  checkoutPageUrl: (id: string) => string,
): StoredSession {
  const id = `cs_test_${randomBytes(24).toString('hex')}`
  const lineItems = Object.values(params.line_items).map((item) => ({
    name: item.price_data.product_data.name,
    description: item.price_data.product_data.description ?? null,
    quantity: item.quantity,
    amount: item.price_data.unit_amount * item.quantity,
  }))
  const total = lineItems.reduce((sum, item) => sum + item.amount, 0)
  const created = Math.floor(Date.now() / 1000)
  const currency = Object.values(params.line_items)[0]?.price_data.currency ?? 'usd'
  return {
    lineItems,
    session: {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      invoice_creation: { enabled: params.invoice_creation?.enabled === 'true' },
      payment_intent: null,
      invoice: null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      url: checkoutPageUrl(id),
      created,
      expires_at: params.expires_at ?? created + SESSION_TTL_SECONDS,
      livemode: false,
    },
  }
}
