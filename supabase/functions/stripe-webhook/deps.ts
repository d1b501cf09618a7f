import { z } from 'zod'
import { serviceClient } from '../_shared/service-client.ts'
import type { Deps } from './handler.ts'
import { createEventVerifier } from './verify-event.ts'

const envSchema = z.object({
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
})

export function createDeps(rawEnv: Record<string, string | undefined>): Deps {
  const env = envSchema.parse(rawEnv)
  const db = serviceClient(rawEnv)
  return {
    verifyEvent: env.STRIPE_WEBHOOK_SECRET ? createEventVerifier(env.STRIPE_WEBHOOK_SECRET) : null,
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
