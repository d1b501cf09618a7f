import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { decodeEntities, htmlToText } from '../../../../functions/_shared/domain/html-text.ts'

/**
 * The catcher's store: every message the local stack "sends", in memory for the life of the
 * stack (the newest MAX_MESSAGES), like the payments sandbox's sessions. Auth hands its mail
 * straight to `receive` (in-process; /work contract: no SMTP hop); the functions reach it over
 * Resend's HTTP API (resend-api.ts).
 */
export type MailSource = 'auth' | 'api'

/** What arrives: the SMTP envelope and MIME headers GoTrue writes, or a Resend API body. */
export interface IncomingMail {
  source: MailSource
  from: string
  to: readonly string[]
  subject: string
  html?: string | null
  text?: string | null
  cc?: readonly string[]
  bcc?: readonly string[]
  reply_to?: readonly string[]
  headers?: Readonly<Record<string, string>>
}

export interface MailSummary {
  id: string
  source: MailSource
  from: string
  to: string[]
  subject: string
  created_at: string
}

export interface MailMessage extends MailSummary {
  cc: string[]
  bcc: string[]
  reply_to: string[]
  html: string | null
  text: string
  links: string[]
  headers: Record<string, string>
}

export const MAX_MESSAGES = 500

/** The links a recipient can follow: the HTML's hrefs in order, else the URLs in the text. */
export function extractLinks(html: string | null, text: string): string[] {
  const found = html
    ? [...html.matchAll(/<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1/gi)].map((m) =>
        decodeEntities(m[2] ?? ''),
      )
    : [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0])
  return [...new Set(found.filter((link) => link.length > 0))]
}

/** The address inside `Name <addr>`, or the whole string. */
export function bareAddress(address: string): string {
  return (/<([^>]+)>\s*$/.exec(address)?.[1] ?? address).trim().toLowerCase()
}

export interface Mailbox {
  receive(mail: IncomingMail): MailMessage
  list(filter?: { to?: string }): MailMessage[]
  get(id: string): MailMessage | undefined
  /** The newest message to `to`; waits up to waitMs for one to arrive. */
  latest(to: string, waitMs?: number): Promise<MailMessage | undefined>
  clear(): void
}

export function createMailbox(max = MAX_MESSAGES): Mailbox {
  // Oldest first; list() reverses.
  const messages: MailMessage[] = []
  const arrivals = new EventEmitter()
  arrivals.setMaxListeners(0)
  const isTo = (message: MailMessage, to: string) =>
    [...message.to, ...message.cc, ...message.bcc].some((a) => bareAddress(a) === bareAddress(to))
  const newestTo = (to: string) => messages.findLast((message) => isTo(message, to))

  return {
    receive(mail) {
      const html = mail.html ?? null
      const text = mail.text ?? (html ? htmlToText(html) : '')
      const message: MailMessage = {
        id: randomUUID(),
        source: mail.source,
        from: mail.from,
        to: [...mail.to],
        cc: [...(mail.cc ?? [])],
        bcc: [...(mail.bcc ?? [])],
        reply_to: [...(mail.reply_to ?? [])],
        subject: mail.subject,
        html,
        text,
        links: extractLinks(html, text),
        headers: { ...mail.headers },
        created_at: new Date().toISOString(),
      }
      messages.push(message)
      if (messages.length > max) messages.splice(0, messages.length - max)
      arrivals.emit('mail', message)
      return message
    },
    list(filter = {}) {
      const { to } = filter
      return (to ? messages.filter((message) => isTo(message, to)) : [...messages]).reverse()
    },
    get: (id) => messages.find((message) => message.id === id),
    latest(to, waitMs = 0) {
      const found = newestTo(to)
      if (found || waitMs <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const onMail = (message: MailMessage) => {
          if (!isTo(message, to)) return
          clearTimeout(timer)
          arrivals.off('mail', onMail)
          resolve(message)
        }
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail)
          resolve(undefined)
        }, waitMs)
        arrivals.on('mail', onMail)
      })
    },
    clear: () => void messages.splice(0),
  }
}

export function summary(message: MailMessage): MailSummary {
  const { id, source, from, to, subject, created_at } = message
  return { id, source, from, to, subject, created_at }
}
