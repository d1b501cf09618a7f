import type { Database } from '../_shared/database.types.ts'
import { optionalSecret, secretRules, siteUrlSecret, type Env } from '../_shared/env.ts'
import { stripeApiBase, stripeClient, stripeSecretKey } from '../_shared/stripe-client.ts'
import { serviceClient } from '../_shared/service-client.ts'
import { hitRateLimit, RATE_LIMITS } from '../_shared/rate-limit.ts'
import type { Deps, ReturnSites, SavedOrder } from './handler.ts'
import { sessionParams } from './session-params.ts'

/**
 * The payment secrets; a set but invalid one throws, naming it. Without STRIPE_SECRET_KEY or
 * SITE_URL the function answers that payments are not configured.
 */
export function paymentSettings(env: Env) {
  const site = siteUrlSecret(env)
  /** Optional origins (preview deploys) a buyer may also be returned to. */
  const previews = optionalSecret(env, 'SITE_URL_ALLOWLIST', secretRules.origins) ?? []
  return {
    stripeSecretKey: stripeSecretKey(env),
    stripeApiBase: stripeApiBase(env),
    /** Where Checkout returns buyers: the public site, and the preview origins. */
    returnSites: site ? ({ site, previews } satisfies ReturnSites) : null,
  }
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
  registrationId: row.registration_id,
  sessionId: row.provider_session_id,
})

export function createDeps(rawEnv: Env): Deps {
  const env = paymentSettings(rawEnv)
  const db = serviceClient(rawEnv)
  const stripe = env.stripeSecretKey ? stripeClient(env.stripeSecretKey, env.stripeApiBase) : null
  return {
    returnSites: env.returnSites,
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
            registration_id: order.registrationId,
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
    async workshopRegistration(access) {
      const { data, error } = await db.rpc('workshop_registration', {
        p_link_id: access.linkId,
        p_token: access.token,
      })
      if (error) throw new Error(error.message)
      return data
    },
    async offerClicked(registrationId) {
      // As workshop-player's `offer`: only an unlocked offer counts, and the first click stays.
      const { error } = await db
        .from('workshop_progress')
        .update({ offer_clicked_at: new Date().toISOString() })
        .eq('registration_id', registrationId)
        .is('offer_clicked_at', null)
        .not('offer_reached_at', 'is', null)
      if (error) throw new Error(error.message)
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
