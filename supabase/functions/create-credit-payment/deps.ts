import Stripe from 'stripe'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps, ReturnSites, SavedOrder } from './handler.ts'
import { sessionParams } from './session-params.ts'

/** An http(s) address as its origin (what a browser sends in Origin). */
const originSchema = z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)

const envSchema = z.object({
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Only the local stack sets this: its payments sandbox speaks Stripe's API. */
  STRIPE_API_BASE: z.url().optional(),
  /** Where Checkout returns buyers (required for payments): the public site's address. */
  SITE_URL: originSchema.optional(),
  /** Optional comma-separated origins (preview deploys) a buyer may also be returned to. */
  SITE_URL_ALLOWLIST: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originSchema)),
})

function returnSites(env: z.output<typeof envSchema>): ReturnSites | null {
  if (!env.SITE_URL) return null
  return { site: env.SITE_URL, previews: env.SITE_URL_ALLOWLIST }
}

type OrderRow = Database['public']['Tables']['credit_orders']['Row']

const toSaved = (row: OrderRow): SavedOrder => ({
  id: row.id,
  leadCount: row.lead_count,
  credits: row.credits,
  amountCents: row.amount_cents,
  tierName: row.tier,
  email: row.email,
  isAgencyAnnual: row.is_agency_annual,
  checkoutKey: row.checkout_key ?? '',
  sessionId: row.provider_session_id,
})

function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? '443' : '80'),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  })
}

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const db = serviceClient(rawEnv)
  const stripe = env.STRIPE_SECRET_KEY
    ? stripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
    : null
  return {
    returnSites: returnSites(env),
    allowRequest: (address) => hitRateLimit(db, RATE_LIMITS.creditCheckout, address),
    newCheckoutKey: () => crypto.randomUUID(),
    payments: stripe && {
      async createSession(request) {
        const session = await stripe.checkout.sessions.create(sessionParams(request), {
          idempotencyKey: request.idempotencyKey,
        })
        return { id: session.id, url: session.url }
      },
    },
    async saveOrder(order) {
      // ignoreDuplicates: a second request with the same checkout key gets the first order.
      const inserted = await db
        .from('credit_orders')
        .upsert(
          {
            checkout_key: order.checkoutKey,
            lead_count: order.leadCount,
            credits: order.credits,
            amount_cents: order.amountCents,
            tier: order.tierName,
            email: order.email,
            is_agency_annual: order.isAgencyAnnual,
          },
          { onConflict: 'checkout_key', ignoreDuplicates: true },
        )
        .select()
      if (inserted.error) throw inserted.error
      const row = inserted.data[0]
      if (row) return toSaved(row)
      const existing = await db
        .from('credit_orders')
        .select()
        .eq('checkout_key', order.checkoutKey)
        .single()
      if (existing.error) throw existing.error
      return toSaved(existing.data)
    },
    async attachSession(orderId, sessionId) {
      const { error } = await db
        .from('credit_orders')
        .update({ provider_session_id: sessionId })
        .eq('id', orderId)
      if (error) throw error
    },
  }
}
