// The workshop's follow-up emails: a reminder to a registrant who has not started watching,
// and "pick up where you left off" to one who stopped before the offer. Unlike the
// confirmation (transactional), each carries a one-click unsubscribe: RFC 8058's headers and a
// link in the body. When they are due is decided in SQL (due_workshop_followups, migration
// 20261130080100_workshop_followups.sql): 24 hours after registration, or after the last report.
import { escapeHtml } from '../html-text.ts'
import { formatLongDate } from '../date-format.ts'
import { ONE_CLICK_BODY } from './unsubscribe.ts'
import { button, layout, oneLine, subjectLine, type RenderedEmail } from './templates.ts'

export type FollowupKind = 'reminder' | 'resume'

/** Hours after registration (reminder) or after the last watch report (resume). */
export const FOLLOWUP_DELAY_HOURS = 24

export interface FollowupInput {
  brand: string
  name: string
  webinarTitle: string
  /** A new personal link back to the video (workshop-access.ts). */
  accessUrl: string
  expiresAt: Date
  /** The body's unsubscribe link: the site page that asks first (unsubscribe.ts). */
  unsubscribeUrl: string
}

/**
 * RFC 8058 one-click unsubscribe: the https URL (the function's) a mail client POSTs
 * `List-Unsubscribe=One-Click` to (Gmail and Yahoo require both headers of bulk senders).
 */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': ONE_CLICK_BODY,
  }
}

const COPY = {
  reminder: {
    subject: (title: string) => `Your seat at the ${title} is waiting`,
    preheader: (title: string) => `You registered for the ${title}: it is ready when you are`,
    lead: (title: string) =>
      `You registered for the ${title} yesterday, and it is ready whenever you are. Press play on any device with your personal link:`,
    cta: 'Start the training',
  },
  resume: {
    subject: (title: string) => `Pick up where you left off: ${title}`,
    preheader: (title: string) => `Your place in the ${title} is saved`,
    lead: (title: string) =>
      `You started the ${title} but did not reach the end. Your place is saved: pick up where you left off with your personal link.`,
    cta: 'Continue watching',
  },
} as const

/** One follow-up: subject, HTML and text, each with the unsubscribe link. */
export function workshopFollowupEmail(kind: FollowupKind, input: FollowupInput): RenderedEmail {
  const { brand, accessUrl, unsubscribeUrl } = input
  const copy = COPY[kind]
  const name = oneLine(input.name)
  const title = oneLine(input.webinarTitle)
  const until = formatLongDate(input.expiresAt)
  const why = `You received this email because this address was registered for the ${title} on the ${brand} website.`
  const html = layout(
    brand,
    copy.preheader(title),
    `<p style="margin:0 0 12px">Hi ${escapeHtml(name)},</p>
<p style="margin:0 0 12px">${escapeHtml(copy.lead(title))}</p>
${button(accessUrl, copy.cta)}
<p style="margin:0 0 12px;font-size:14px;color:#4b5563">The link works until ${escapeHtml(until)}. It is yours alone: please do not forward it.</p>`,
    `${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> from these reminders.`,
  )
  const text = `Hi ${name},

${copy.lead(title)}

${accessUrl}

The link works until ${until}. It is yours alone: please do not forward it.

${why}
Unsubscribe from these reminders: ${unsubscribeUrl}
`
  return { subject: subjectLine(copy.subject(title)), html, text }
}
