import { Hono } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import type { Service } from '../service.ts'
import { sandboxApi } from './api.ts'
import { sandboxCheckout } from './checkout.ts'
import { SANDBOX_WEBHOOK_SECRET } from './keys.ts'
import type { StoredSession } from './sessions.ts'

/**
 * The local stand-in for Stripe (never deployed): Stripe's Checkout Session API at /v1 (the
 * stripe package fixes that path), the hosted checkout page at /payments-sandbox, and webhook
 * events signed as Stripe signs them, sent to /functions/v1/stripe-webhook. Sessions live in
 * memory for the life of the stack.
 */
export function paymentsSandboxRoutes(ctx: Pick<StackContext, 'url'>): Hono {
  const sessions = new Map<string, StoredSession>()
  const app = new Hono()
  app.route(
    '/v1',
    sandboxApi(sessions, (id) => `${ctx.url}/payments-sandbox/checkout/${id}`),
  )
  app.route(
    '/payments-sandbox',
    sandboxCheckout(sessions, {
      endpoint: `${ctx.url}/functions/v1/stripe-webhook`,
      secret: SANDBOX_WEBHOOK_SECRET,
    }),
  )
  return app
}

export function paymentsSandboxService(ctx: Pick<StackContext, 'url'>): Service {
  return { routes: paymentsSandboxRoutes(ctx) }
}
