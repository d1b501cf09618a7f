import { Hono } from 'hono'
import { z } from 'zod'
import type { Outage } from './resend-api.ts'
import { summary, type Mailbox } from './mailbox.ts'

const MAX_WAIT_MS = 30_000
const outageSchema = z.object({ status: z.union([z.literal(500), z.literal(503)]) }).strict()

/**
 * What tests read (at /mail/api): the messages by recipient, one message with
 * its HTML, text and links, a wait for the next one, and the provider-outage switch.
 */
export function mailJsonApi(mailbox: Mailbox, outage: Outage) {
  const app = new Hono()
  app.get('/messages', (c) => {
    const to = c.req.query('to')
    return c.json({ messages: mailbox.list(to ? { to } : {}).map(summary) })
  })
  app.get('/messages/latest', async (c) => {
    const to = c.req.query('to')
    if (!to) return c.json({ error: 'to (a recipient address) is required' }, 400)
    const wait = Math.min(MAX_WAIT_MS, Math.max(0, Number(c.req.query('wait') ?? 0) || 0))
    const message = await mailbox.latest(to, wait)
    return message ? c.json(message) : c.json({ error: `No message to ${to}` }, 404)
  })
  app.get('/messages/:id', (c) => {
    const message = mailbox.get(c.req.param('id'))
    return message ? c.json(message) : c.json({ error: 'No such message' }, 404)
  })
  app.delete('/messages', (c) => {
    mailbox.clear()
    return c.body(null, 204)
  })
  app.get('/outage', (c) => c.json({ status: outage.status ?? null }))
  app.put('/outage', async (c) => {
    const parsed = outageSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ error: 'Body must be { "status": 500 | 503 }' }, 400)
    outage.status = parsed.data.status
    return c.json({ status: outage.status })
  })
  app.delete('/outage', (c) => {
    delete outage.status
    return c.body(null, 204)
  })
  return app
}
