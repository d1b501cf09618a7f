import { createClient } from '@supabase/supabase-js'
import Stripe from 'stripe'
import { z } from 'zod'
import type { Database } from '../_shared/database.types.ts'
import type { Deps, SavedOrder } from './handler.ts'
import { sessionParams } from './session-params.ts'

const envSchema = z.object({
  SUPABASE_URL: z.url(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Only the local stack sets this: its payments sandbox speaks Stripe's API. */
  STRIPE_API_BASE: z.url().optional(),
  SITE_URL: z.url().optional(),
})

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
  const db = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const stripe = env.STRIPE_SECRET_KEY
    ? stripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_BASE)
    : null
  return {
    siteUrl: env.SITE_URL,
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
