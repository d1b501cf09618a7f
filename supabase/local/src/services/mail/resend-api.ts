import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { CATCHER_API_KEY } from './keys.ts'
import type { Mailbox } from './mailbox.ts'

/** Resend's error body (docs, API reference "Errors"): `{ statusCode, name, message }`. */
function resendError(
  c: Context,
  status: 400 | 401 | 403 | 409 | 422 | 500 | 503,
  name: string,
  message: string,
) {
  return c.json({ statusCode: status, name, message }, status)
}

// Resend refuses a recipient that is not `email@example.com` or `Name <email@example.com>`
// with 422 validation_error (Resend API reference, "Send Email" and "Errors").
const EMAIL = String.raw`[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+`
const address = z
  .string()
  .regex(
    new RegExp(`^(?:${EMAIL}|[^<>]*<${EMAIL}>)$`),
    'The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
  )
const addresses = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(address).min(1).max(50),
)
const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value

/** The fields of Resend's `POST /emails` the catcher keeps (attachments, tags... are accepted). */
const sendEmailSchema = z
  .object({
    from: z.string().min(1),
    to: addresses,
    subject: z.string().min(1),
    html: z.string().optional(),
    text: z.string().optional(),
    cc: addresses.optional(),
    bcc: addresses.optional(),
    reply_to: addresses.optional(),
    headers: z.record(z.string(), z.string()).optional(),
  })
  .refine((body) => body.html !== undefined || body.text !== undefined, {
    message: 'Missing `html` or `text` field.',
    path: ['html'],
  })

export interface Outage {
  status?: 500 | 503
}

type Replay = { bodyHash: string; id: string }

/**
 * Resend's send endpoint (`POST /emails`, Bearer key, JSON; answers `{ id }`), at
 * `/mail/resend/emails`, so the functions' client only changes its base URL. Idempotency-Key
 * is honoured as Resend documents it: the same key and body answer the same id and send
 * nothing again; the same key with another body is a 409. `outage.status` (set through the
 * JSON API) makes every send fail as a provider outage would.
 */
export function resendApi(mailbox: Mailbox, outage: Outage) {
  const replays = new Map<string, Replay>()
  const app = new Hono()

  app.use('*', async (c, next) => {
    const authorization = c.req.header('authorization')
    if (!authorization) {
      return resendError(c, 401, 'missing_api_key', 'Missing API key in the authorization header.')
    }
    if (authorization !== `Bearer ${CATCHER_API_KEY}`) {
      return resendError(c, 403, 'invalid_api_key', 'API key is invalid.')
    }
    await next()
  })

  app.post('/emails', async (c) => {
    if (outage.status) {
      return resendError(
        c,
        outage.status,
        'application_error',
        'The local mail catcher is simulating a provider outage.',
      )
    }
    const raw = await c.req.text()
    const key = c.req.header('idempotency-key')
    if (key !== undefined && (key.length < 1 || key.length > 256)) {
      return resendError(c, 400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.')
    }
    const bodyHash = createHash('sha256').update(raw).digest('hex')
    const replay = key === undefined ? undefined : replays.get(key)
    if (replay) {
      if (replay.bodyHash !== bodyHash) {
        return resendError(
          c,
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        )
      }
      return c.json({ id: replay.id })
    }
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return resendError(c, 422, 'validation_error', 'The request body is not valid JSON.')
    }
    const parsed = sendEmailSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const field = String(issue?.path[0] ?? 'body')
      const missing = typeof json === 'object' && json !== null && !(field in json)
      return missing
        ? resendError(c, 422, 'missing_required_field', `Missing \`${field}\` field.`)
        : resendError(
            c,
            422,
            'validation_error',
            `Invalid \`${field}\` field: ${issue?.message ?? 'invalid'}`,
          )
    }
    const body = parsed.data
    const stored = mailbox.receive({
      source: 'api',
      from: body.from,
      to: list(body.to),
      cc: list(body.cc),
      bcc: list(body.bcc),
      reply_to: list(body.reply_to),
      subject: body.subject,
      html: body.html ?? null,
      text: body.text ?? null,
      headers: body.headers,
    })
    if (key !== undefined) replays.set(key, { bodyHash, id: stored.id })
    return c.json({ id: stored.id })
  })

  app.all('*', (c) =>
    resendError(
      c,
      422,
      'validation_error',
      `The local mail catcher serves POST /emails only (got ${c.req.method} ${c.req.path}).`,
    ),
  )
  return app
}
