import { Hono } from 'hono'
import type { StackContext } from '../../stack-context.ts'
import type { Service } from '../service.ts'
import { mailJsonApi } from './json-api.ts'
import { htmlPart, listPage, messagePage, notFoundPage } from './pages.ts'
import { resendApi, type Outage } from './resend-api.ts'

// The HTML part comes from whoever sent it: even opened directly it runs no script and reaches
// no storage of the stack's origin (CSP sandbox), and its links may open new tabs.
const HTML_PART_CSP = 'sandbox allow-popups allow-popups-to-escape-sandbox'

/**
 * The local stack's mail catcher (never deployed), standing in for the Mailpit that `supabase
 * start` runs: auth hands its mail to ctx.mailbox in-process; the functions send through
 * Resend's HTTP API at /mail/resend; people read it at /mail, tests at /mail/api.
 */
export function mailRoutes(ctx: Pick<StackContext, 'mailbox'>) {
  const { mailbox } = ctx
  const outage: Outage = {}
  const app = new Hono()
  app.route('/resend', resendApi(mailbox, outage))
  app.route('/api', mailJsonApi(mailbox, outage))
  app.get('/', (c) => c.html(listPage(mailbox.list())))
  app.get('/messages/:id', (c) => {
    const message = mailbox.get(c.req.param('id'))
    if (!message) return c.html(notFoundPage(), 404)
    return c.html(messagePage(message, c.req.query('view') === 'text' ? 'text' : 'html'))
  })
  app.get('/messages/:id/html', (c) => {
    const message = mailbox.get(c.req.param('id'))
    if (!message?.html) return c.html(notFoundPage(), 404)
    c.header('Content-Security-Policy', HTML_PART_CSP)
    return c.html(htmlPart(message.html))
  })
  return app
}

export function mailService(ctx: StackContext): Service {
  return { routes: mailRoutes(ctx) }
}
