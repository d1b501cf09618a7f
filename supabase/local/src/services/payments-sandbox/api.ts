import { Hono, type Context } from 'hono'
import { parseStripeForm } from './form.ts'
import { expireSession, type Webhook } from './expire.ts'
import { SANDBOX_SECRET_KEY } from './keys.ts'
import { newSession, readCreateParams, type StoredSession } from './sessions.ts'

type Replay = { body: string; session: StoredSession }

function stripeError(
  c: Context,
  status: 400 | 401 | 404,
  type: string,
  message: string,
  param?: string,
) {
  return c.json({ error: { type, message, ...(param ? { param } : {}) } }, status)
}

/**
 * The part of Stripe's HTTP API that the stripe package uses for Checkout Sessions, at Stripe's
 * own paths (the package only lets host, port and protocol change): create, form-encoded, with
 * Idempotency-Key replays; retrieve; expire (which sends `checkout.session.expired`); and the
 * invoice a paid session with invoice_creation has.
 */
export function sandboxApi(
  sessions: Map<string, StoredSession>,
  checkoutPageUrl: (id: string) => string,
  webhook: Webhook,
) {
  const replays = new Map<string, Replay>()
  const app = new Hono()

  app.use('*', async (c, next) => {
    if (c.req.header('authorization') !== `Bearer ${SANDBOX_SECRET_KEY}`) {
      return stripeError(
        c,
        401,
        'invalid_request_error',
        'Invalid API Key provided: the local payments sandbox takes only its own test key',
      )
    }
    await next()
  })

  app.post('/checkout/sessions', async (c) => {
    const body = await c.req.text()
    const key = c.req.header('idempotency-key')
    const replay = key ? replays.get(key) : undefined
    if (replay) {
      if (replay.body !== body) {
        return stripeError(
          c,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        )
      }
      c.header('Idempotent-Replayed', 'true')
      return c.json(replay.session.session)
    }
    const parsed = readCreateParams(parseStripeForm(body))
    if (!parsed.ok)
      return stripeError(c, 400, 'invalid_request_error', parsed.error.message, parsed.error.param)
    const stored = newSession(parsed.params, checkoutPageUrl)
    sessions.set(stored.session.id, stored)
    if (key) replays.set(key, { body, session: stored })
    return c.json(stored.session)
  })

  const noSuchSession = (c: Context) =>
    stripeError(
      c,
      404,
      'invalid_request_error',
      `No such checkout.session: '${c.req.param('id')}'`,
      'session',
    )

  app.get('/checkout/sessions/:id', (c) => {
    const stored = sessions.get(c.req.param('id') ?? '')
    if (!stored) return noSuchSession(c)
    return c.json(stored.session)
  })

  app.get('/invoices/:id', (c) => {
    const id = c.req.param('id')
    const stored = [...sessions.values()].find((s) => s.invoice?.id === id)
    if (!stored?.invoice) {
      return stripeError(c, 404, 'invalid_request_error', `No such invoice: '${id}'`, 'id')
    }
    return c.json(stored.invoice)
  })

  app.post('/checkout/sessions/:id/expire', (c) => {
    const stored = sessions.get(c.req.param('id') ?? '')
    if (!stored) return noSuchSession(c)
    if (!expireSession(stored, webhook)) {
      return stripeError(
        c,
        400,
        'invalid_request_error',
        `Only a Checkout Session with status open can be expired; this one is ${stored.session.status}.`,
      )
    }
    return c.json(stored.session)
  })

  app.all('*', (c) =>
    stripeError(
      c,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${c.req.method}: ${c.req.path}). The local payments sandbox serves Checkout Sessions only.`,
    ),
  )
  return app
}
