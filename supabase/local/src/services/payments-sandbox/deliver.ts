import { randomBytes } from 'node:crypto'
import { stripeSignature } from './sign.ts'
import type { CheckoutSession } from './sessions.ts'

const ATTEMPTS = 4
const API_VERSION = '2025-01-27.acacia'

export function checkoutEvent(type: string, session: CheckoutSession) {
  return stripeEvent(type, session)
}

/** An event as Stripe sends it: the object as it is now, a fresh evt_ id. */
export function stripeEvent(type: string, object: object) {
  return {
    id: `evt_test_${randomBytes(16).toString('hex')}`,
    object: 'event',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...object } },
  }
}

/**
 * Posts an event to the webhook endpoint the way Stripe does: pretty JSON, signed anew for each
 * attempt, retried with a growing pause while the endpoint does not answer 2xx.
 */
export async function deliverEvent(endpoint: string, secret: string, event: { id: string }) {
  const payload = JSON.stringify(event, null, 2)
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const outcome = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, secret),
      },
      body: payload,
    }).then(
      async (response) => (response.ok ? null : `${response.status} ${await response.text()}`),
      (error: unknown) => String(error),
    )
    if (outcome === null) return true
    console.error(`[payments-sandbox] ${event.id} attempt ${attempt}: ${outcome}`)
    await new Promise((resolve) => setTimeout(resolve, attempt * 500))
  }
  return false
}
