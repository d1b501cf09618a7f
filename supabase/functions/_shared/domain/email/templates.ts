// Every email the product sends, in one place: an HTML part and a plain-text part each, the
// brand name from the deployment's config, and every inserted value escaped in the HTML part
// (the plain-text part is never interpreted as markup). Functions render a template and put
// the result in the email outbox (supabase/migrations/20261126000200_email_outbox.sql).
import { escapeHtml } from '../html-text.ts'
import { formatLongDate } from '../date-format.ts'

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/**
 * One line: every run of control characters, line or paragraph separators and spaces becomes one
 * space. Every caller-given one-line field goes through it, so a name with a line break cannot
 * forge a line (a fake link) in the plain-text part.
 */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim()
}

/** A caller's multi-line text: its lines kept, any other control character run made one space. */
export function plainLines(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/(?:(?![\n\t])\p{Cc})+/gu, ' ')
}

/** One line, no control characters, at most `max` characters: safe for a Subject header. */
export function subjectLine(text: string, max = 200): string {
  const line = oneLine(text)
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** The shared frame: the brand on top, the content, a footer saying why this arrived. */
export function layout(brand: string, preheader: string, content: string, footer: string): string {
  const b = escapeHtml(brand)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${b}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 0;${FONT};font-size:18px;font-weight:700;color:#111827">${b}</td></tr>
<tr><td style="padding:16px 28px 28px;${FONT};font-size:16px;line-height:1.6;color:#111827">
${content}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;${FONT};font-size:12px;line-height:1.5;color:#6b7280">${footer}</p>
</td></tr>
</table>
</body>
</html>
`
}

export function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(label)}</a></p>`
}

export interface WorkshopConfirmationInput {
  brand: string
  name: string
  webinarTitle: string
  /** The registrant's personal link back to the unlocked video (workshop-access.ts). */
  accessUrl: string
  expiresAt: Date
}

/** To a workshop registrant: their personal link back to the video, on any device. */
export function workshopConfirmationEmail(input: WorkshopConfirmationInput): RenderedEmail {
  const { brand, accessUrl } = input
  const name = oneLine(input.name)
  const webinarTitle = oneLine(input.webinarTitle)
  const until = formatLongDate(input.expiresAt)
  const html = layout(
    brand,
    `Your personal link to the ${webinarTitle}`,
    `<p style="margin:0 0 12px">Hi ${escapeHtml(name)},</p>
<p style="margin:0 0 12px">You are registered for the <strong>${escapeHtml(webinarTitle)}</strong>. Watch it whenever you like, on any device, with your personal link:</p>
${button(accessUrl, 'Watch the training')}
<p style="margin:0 0 12px;font-size:14px;color:#4b5563">The link works until ${escapeHtml(until)}. It is yours alone: please do not forward it. If the button does not work, paste this address into your browser:<br><a href="${escapeHtml(accessUrl)}" style="color:#2563eb;word-break:break-all">${escapeHtml(accessUrl)}</a></p>`,
    `You received this email because this address was registered for the ${escapeHtml(webinarTitle)} on the ${escapeHtml(brand)} website. If that was not you, ignore it: nothing else will be sent.`,
  )
  const text = `Hi ${name},

You are registered for the ${webinarTitle}. Watch it whenever you like, on any device, with your personal link:

${accessUrl}

The link works until ${until}. It is yours alone: please do not forward it.

You received this email because this address was registered for the ${webinarTitle} on the ${brand} website. If that was not you, ignore it: nothing else will be sent.
`
  return { subject: subjectLine(`Your link to the ${webinarTitle}`), html, text }
}

export interface ContactNotificationInput {
  brand: string
  name: string
  email: string
  subject: string
  message: string
  /** The portal's inbox. */
  inboxUrl: string
}

/** To the admins: a visitor sent a message through the contact form. */
export function contactNotificationEmail(input: ContactNotificationInput): RenderedEmail {
  const { brand, inboxUrl } = input
  const [name, email, subject] = [oneLine(input.name), oneLine(input.email), oneLine(input.subject)]
  const message = plainLines(input.message)
  const html = layout(
    brand,
    `New message from ${name}: ${subject}`,
    `<p style="margin:0 0 12px"><strong>${escapeHtml(name)}</strong> (${escapeHtml(email)}) sent a message through the contact form.</p>
<p style="margin:0 0 4px;font-size:14px;color:#4b5563">Subject</p>
<p style="margin:0 0 12px;font-weight:600">${escapeHtml(subject)}</p>
<p style="margin:0 0 4px;font-size:14px;color:#4b5563">Message</p>
<div style="margin:0 0 12px;padding:12px 14px;background:#f4f5f7;border-radius:8px;white-space:pre-wrap;word-break:break-word">${escapeHtml(message)}</div>
${button(inboxUrl, 'Open the inbox')}
<p style="margin:0;font-size:14px;color:#4b5563">Reply to this email to answer ${escapeHtml(name)} directly.</p>`,
    `You received this email as an admin of the ${escapeHtml(brand)} website.`,
  )
  const text = `${name} (${email}) sent a message through the contact form.

Subject: ${subject}

Message:
${message}

Open the inbox: ${inboxUrl}

Reply to this email to answer ${name} directly.

You received this email as an admin of the ${brand} website.
`
  return { subject: subjectLine(`New contact message: ${subject}`), html, text }
}
