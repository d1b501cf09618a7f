import { optionalSecret, secretRules, type Env } from '../_shared/env.ts'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps } from './handler.ts'
import { createEventVerifier } from './verify-event.ts'

/** The signing secret; unset, the function answers that webhooks are not configured. */
export const webhookSecret = (env: Env): string | undefined =>
  optionalSecret(env, 'STRIPE_WEBHOOK_SECRET', secretRules.key(['whsec_']))

export function createDeps(env: Env): Deps {
  const secret = webhookSecret(env)
  const db = serviceClient(env)
  return {
    verifyEvent: secret ? createEventVerifier(secret) : null,
    async applyEvent(event) {
      const { data, error } = await db.rpc('apply_checkout_event', {
        p_event_id: event.eventId,
        p_event_type: event.eventType,
        p_session_id: event.sessionId,
        p_order_id: event.orderId,
        p_amount_total: event.amountTotal,
        p_payment_status: event.paymentStatus,
        p_customer_email: event.customerEmail,
      })
      if (error) throw error
      return data
    },
  }
}
