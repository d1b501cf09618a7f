import { Hono } from 'hono'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { z } from 'zod'
import { escapeHtml } from '../../../../functions/_shared/domain/html-text.ts'
import type { Service } from '../service.ts'
import { RECEIVER_SECRET } from './keys.ts'

/** One POST the receiver accepted: the Standard Webhooks headers and the parsed body. */
export interface ReceivedWebhook {
  webhookId: string
  timestamp: number
  /** True when an earlier delivery had the same webhook-id (a receiver skips it). */
  duplicate: boolean
  type: string | null
  payload: unknown
  receivedAt: string
}

/**
 * The failure switch: answer this status, or hold the request past the sender's timeout; with
 * `match`, only for deliveries whose body contains it (one test's buyer, say).
 */
type Failure = ({ status: 500 | 503 } | { timeout: true }) & { match?: string }

const match = z.string().min(1).max(200).optional()
const failureSchema = z.union([
  z.object({ status: z.union([z.literal(500), z.literal(503)]), match }).strict(),
  z.object({ timeout: z.literal(true), match }).strict(),
])
const MAX_KEPT = 500
const HOLD_MS = 30_000

/**
 * The stand-in for the customer app (never deployed): it takes the credits hand-off at
 * /webhooks/credits, verifies it as a receiver must (the standardwebhooks package's verify:
 * signature over "<webhook-id>.<webhook-timestamp>.<body>", timestamp within five minutes),
 * and keeps what arrived for people (/webhooks) and tests (/webhooks/api). A switch makes it
 * fail, to see retries.
 */
export function webhookReceiverRoutes() {
  const verifier = new Webhook(RECEIVER_SECRET)
  const received: ReceivedWebhook[] = []
  const seen = new Set<string>()
  let failure: Failure | null = null
  const app = new Hono()

  app.post('/credits', async (c) => {
    const body = await c.req.text()
    let payload: unknown
    try {
      payload = verifier.verify(body, {
        'webhook-id': c.req.header('webhook-id') ?? '',
        'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
        'webhook-signature': c.req.header('webhook-signature') ?? '',
      })
    } catch (error) {
      const message = error instanceof WebhookVerificationError ? error.message : String(error)
      return c.json({ error: `Signature check failed: ${message}` }, 401)
    }
    const failing = failure && (!failure.match || body.includes(failure.match)) ? failure : null
    if (failing && 'status' in failing) {
      return c.json({ error: "Failing on purpose (the receiver's failure switch)" }, failing.status)
    }
    if (failing) {
      // Holds the request until the sender gives up, then records nothing.
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
      return c.json({ error: 'Timed out on purpose' }, 504)
    }
    const webhookId = c.req.header('webhook-id') ?? ''
    const type =
      typeof payload === 'object' && payload !== null && 'type' in payload
        ? String(payload.type)
        : null
    received.push({
      webhookId,
      timestamp: Number(c.req.header('webhook-timestamp')),
      duplicate: seen.has(webhookId),
      type,
      payload,
      receivedAt: new Date().toISOString(),
    })
    seen.add(webhookId)
    if (received.length > MAX_KEPT) received.shift()
    return c.body(null, 204)
  })

  app.get('/api/deliveries', (c) => c.json({ deliveries: received }))
  app.delete('/api/deliveries', (c) => {
    received.length = 0
    seen.clear()
    return c.body(null, 204)
  })
  app.get('/api/failure', (c) => c.json({ failure }))
  app.put('/api/failure', async (c) => {
    const parsed = failureSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) {
      return c.json(
        {
          error:
            'Body must be { "status": 500 | 503 } or { "timeout": true }, with an optional "match"',
        },
        400,
      )
    }
    failure = parsed.data
    return c.json({ failure })
  })
  app.delete('/api/failure', (c) => {
    failure = null
    return c.body(null, 204)
  })
  app.get('/', (c) => c.html(listPage(received, failure)))
  return app
}

function listPage(received: readonly ReceivedWebhook[], failure: Failure | null): string {
  const rows = received
    .slice()
    .reverse()
    .map(
      (hook) =>
        `<li><p><strong>${escapeHtml(hook.type ?? '(no type)')}</strong> · <code>${escapeHtml(hook.webhookId)}</code>${hook.duplicate ? ' · duplicate' : ''} · ${escapeHtml(hook.receivedAt)}</p><pre>${escapeHtml(JSON.stringify(hook.payload, null, 2))}</pre></li>`,
    )
    .join('')
  const state = failure
    ? `<p role="status">Failure switch on: ${'status' in failure ? `answering ${failure.status}` : 'not answering'}.</p>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Credits hand-offs · Local webhook receiver</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:860px;padding:20px}pre{background:#f4f5f7;padding:12px;border-radius:8px;overflow:auto}li{list-style:none;border-top:1px solid #e3e8ee;padding:8px 0}ul{padding:0}</style></head><body><h1>Credits hand-offs</h1><p>The local stack's stand-in for the customer app: signed hand-offs received at /webhooks/credits, newest first. JSON at /webhooks/api/deliveries.</p>${state}${rows ? `<ul>${rows}</ul>` : '<p>No hand-offs yet.</p>'}</body></html>`
}

export function webhookReceiverService(): Service {
  return { routes: webhookReceiverRoutes() }
}
