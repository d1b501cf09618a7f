import { Hono } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import type { Service } from '../service.ts'
import { sandboxApi } from './api.ts'
import { sandboxCheckout } from './checkout.ts'
import { EXPIRY_SWEEP_MS, expireOverdue } from './expire.ts'
import { SANDBOX_WEBHOOK_SECRET } from './keys.ts'
import type { StoredSession } from './sessions.ts'

/**
 * The local stand-in for Stripe (never deployed): Stripe's Checkout Session API at /v1 (the
 * stripe package fixes that path), the hosted checkout page at /payments-sandbox, and webhook
 * events signed as Stripe signs them, sent to /functions/v1/stripe-webhook. Sessions live in
 * memory for the life of the stack; one past its expires_at is expired (and the webhook told)
 * within a minute, as Stripe does.
 */
export function paymentsSandboxRoutes(ctx: Pick<StackContext, 'url'>) {
  const sessions = new Map<string, StoredSession>()
  const webhook = {
    endpoint: `${ctx.url}/functions/v1/stripe-webhook`,
    secret: SANDBOX_WEBHOOK_SECRET,
  }
  const app = new Hono()
  app.route(
    '/v1',
    sandboxApi(sessions, (id) => `${ctx.url}/payments-sandbox/checkout/${id}`, webhook),
  )
  app.route('/payments-sandbox', sandboxCheckout(sessions, webhook, `${ctx.url}/payments-sandbox`))
  return { app, expireOverdue: () => expireOverdue(sessions, webhook) }
}

export function paymentsSandboxService(ctx: Pick<StackContext, 'url'>): Service {
  const sandbox = paymentsSandboxRoutes(ctx)
  const sweep = setInterval(sandbox.expireOverdue, EXPIRY_SWEEP_MS)
  sweep.unref()
  return {
    routes: sandbox.app,
    close: async () => clearInterval(sweep),
  }
}
