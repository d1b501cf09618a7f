import { Hono } from 'hono'
import { checkoutPage, invoicePage, notFoundPage } from './checkout-page.ts'
import { checkoutEvent, deliverEvent, stripeEvent } from './deliver.ts'
import { expireOverdue, expireSession, type Webhook } from './expire.ts'
import { paySession, refundCharge } from './pay.ts'
import type { StoredSession } from './sessions.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The hosted checkout page: Pay completes the session, sends `checkout.session.completed` to
 * the webhook (in the background, as Stripe does) and returns the buyer to success_url; Cancel
 * returns to cancel_url and leaves the session open; "Let it expire" does what Checkout does
 * when a session times out: `checkout.session.expired`. A session past its expires_at is
 * expired before any of these.
 */
export function sandboxCheckout(
  sessions: Map<string, StoredSession>,
  webhook: Webhook,
  pageBase: string,
) {
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
    if (session.status !== 'open')
      return c.html(checkoutPage(stored, `/payments-sandbox/checkout/${session.id}`), 409)
    const form = await c.req.parseBody()
    const email = typeof form.email === 'string' && EMAIL.test(form.email) ? form.email : null
    paySession(stored, email, pageBase)
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

  // Refund (the dashboard's, or POST /v1/refunds): all or part of what is left of the charge,
  // then `charge.refunded` with the charge's cumulative amount_refunded, as Stripe sends it.
  app.post('/checkout/:id/refund', async (c) => {
    const stored = sessions.get(c.req.param('id'))
    if (!stored) return c.html(notFoundPage(), 404)
    const form = await c.req.parseBody()
    const dollars = typeof form.amount === 'string' ? form.amount.trim() : ''
    const cents = /^\d+(\.\d{1,2})?$/.test(dollars) ? Math.round(Number(dollars) * 100) : NaN
    const action = `/payments-sandbox/checkout/${stored.session.id}`
    if (!stored.charge || !refundCharge(stored, cents)) {
      return c.html(
        checkoutPage(stored, action, 'Enter an amount between 0.01 and what is left to refund.'),
        400,
      )
    }
    void deliverEvent(
      webhook.endpoint,
      webhook.secret,
      stripeEvent('charge.refunded', stored.charge),
    )
    return c.html(checkoutPage(stored, action, null, 'Refund sent: charge.refunded is on its way.'))
  })

  app.get('/invoices/:id', (c) => {
    const id = c.req.param('id')
    const stored = [...sessions.values()].find((s) => s.invoice?.id === id)
    if (!stored?.invoice) return c.html(notFoundPage(), 404)
    return c.html(invoicePage(stored))
  })

  app.get('/receipts/:id', (c) => {
    const id = c.req.param('id')
    const stored = [...sessions.values()].find((s) => s.charge?.id === id)
    if (!stored) return c.html(notFoundPage(), 404)
    return c.html(invoicePage(stored))
  })

  app.post('/checkout/:id/cancel', (c) => {
    const stored = sessions.get(c.req.param('id'))
    if (!stored) return c.html(notFoundPage(), 404)
    return c.redirect(stored.session.cancel_url ?? stored.session.success_url, 303)
  })

  return app
}
