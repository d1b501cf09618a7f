import { checkoutEvent, deliverEvent } from './deliver.ts'
import type { StoredSession } from './sessions.ts'

export type Webhook = { endpoint: string; secret: string }

/** How often the sandbox looks for sessions past their expires_at, as Stripe expires them. */
export const EXPIRY_SWEEP_MS = 60_000

/**
 * Expires an open session as Stripe does (POST /v1/checkout/sessions/:id/expire, or reaching
 * expires_at): status expired, no URL, and `checkout.session.expired` sent to the webhook in
 * the background. False when the session was not open.
 */
export function expireSession(stored: StoredSession, webhook: Webhook): boolean {
  const { session } = stored
  if (session.status !== 'open') return false
  session.status = 'expired'
  session.url = null
  void deliverEvent(
    webhook.endpoint,
    webhook.secret,
    checkoutEvent('checkout.session.expired', session),
  )
  return true
}

/** Expires every open session whose expires_at (unix seconds) has passed; returns how many. */
export function expireOverdue(
  sessions: Map<string, StoredSession>,
  webhook: Webhook,
  nowSeconds = Math.floor(Date.now() / 1000),
): number {
  let expired = 0
  for (const stored of sessions.values()) {
    if (stored.session.expires_at <= nowSeconds && expireSession(stored, webhook)) expired += 1
  }
  return expired
}
