import { Hono } from 'hono'
import { checkoutPage, notFoundPage } from './checkout-page.ts'
import { checkoutEvent, deliverEvent } from './deliver.ts'
import { expireOverdue, expireSession, type Webhook } from './expire.ts'
import type { StoredSession } from './sessions.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The hosted checkout page: Pay completes the session, sends `checkout.session.completed` to
 * the webhook (in the background, as Stripe does) and returns the buyer to success_url; Cancel
 * returns to cancel_url and leaves the session open; "Let it expire" does what Checkout does
 * when a session times out: `checkout.session.expired`. A session past its expires_at is
 * expired before any of these.
 */
export function sandboxCheckout(sessions: Map<string, StoredSession>, webhook: Webhook) {
  const app = new Hono()
  app.use('*', async (_, next) => {
    expireOverdue(sessions, webhook)
    await next()
  })

  app.get('/checkout/:id', (c) => {
    const stored = sessions.get(c.req.param('id'))
    if (!stored) return c.html(notFoundPage(), 404)
    return c.html(checkoutPage(stored, `/payments-sandbox/checkout/${stored.session.id}`))
  })

  app.post('/checkout/:id/pay', async (c) => {
    const stored = sessions.get(c.req.param('id'))
    if (!stored) return c.html(notFoundPage(), 404)
    const { session } = stored
    if (session.status !== 'open') return c.html(checkoutPage(stored, ''), 409)
    const form = await c.req.parseBody()
    const email = typeof form.email === 'string' && EMAIL.test(form.email) ? form.email : null
    session.status = 'complete'
    session.payment_status = 'paid'
    session.customer_details = { email: email ?? session.customer_email }
    void deliverEvent(
      webhook.endpoint,
      webhook.secret,
      checkoutEvent('checkout.session.completed', session),
    )
    return c.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303)
  })

  app.post('/checkout/:id/expire', (c) => {
    const stored = sessions.get(c.req.param('id'))
    if (!stored) return c.html(notFoundPage(), 404)
    const expired = expireSession(stored, webhook)
    return c.html(checkoutPage(stored, ''), expired ? 200 : 409)
  })

  app.post('/checkout/:id/cancel', (c) => {
    const stored = sessions.get(c.req.param('id'))
    if (!stored) return c.html(notFoundPage(), 404)
    return c.redirect(stored.session.cancel_url ?? stored.session.success_url, 303)
  })

  return app
}
