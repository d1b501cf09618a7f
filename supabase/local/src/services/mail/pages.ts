import { escapeHtml } from '../../../../functions/_shared/domain/html-text.ts'
import type { MailMessage } from './mailbox.ts'

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f9fc}
.banner{background:#e8f1ff;color:#0b3d91;border-bottom:1px solid #b9d2fb;padding:10px 16px;text-align:center;font-size:14px;font-weight:600}
main{max-width:980px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 16px}a{color:#3b5bdb}
.muted{color:#697386;font-size:14px}
ol.list{list-style:none;margin:0;padding:0;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08)}
ol.list li+li{border-top:1px solid #e3e8ee}
ol.list a{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:2px 16px;padding:12px 16px;color:inherit;text-decoration:none}
ol.list a:hover,ol.list a:focus{background:#f0f4ff}
.subject{font-weight:600;overflow-wrap:anywhere}.who{grid-column:1;overflow-wrap:anywhere}.when{grid-row:1;grid-column:2}
.tag{display:inline-block;font-size:12px;font-weight:600;border-radius:999px;padding:0 8px;margin-right:6px;background:#eef2ff;color:#3b5bdb}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 12px;margin:0 0 16px;background:#fff;border-radius:12px;padding:16px;box-shadow:0 2px 12px rgba(26,31,54,.08)}
dt{font-weight:600;color:#697386}dd{margin:0;overflow-wrap:anywhere}
nav.tabs{display:flex;gap:8px;margin:0 0 12px}
nav.tabs a{padding:6px 14px;border-radius:999px;border:1px solid #cfd7df;text-decoration:none;color:#1a1f36;background:#fff}
nav.tabs a[aria-current=page]{background:#1a1f36;color:#fff;border-color:#1a1f36}
iframe{width:100%;height:70vh;border:1px solid #e3e8ee;border-radius:12px;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #e3e8ee;border-radius:12px;padding:16px;font:14px/1.6 ui-monospace,SFMono-Regular,Menlo,monospace;margin:0}
.links{margin-top:16px}.links li{overflow-wrap:anywhere}
.empty{background:#fff;border-radius:12px;padding:24px;text-align:center}
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><div class="banner" role="note">Local mail catcher: what the local stack sends lands here. Nothing was delivered to a real mailbox.</div><main>${body}</main></body></html>`
}

const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'
const sourceTag = (message: MailMessage) =>
  `<span class="tag">${message.source === 'auth' ? 'auth' : 'email API'}</span>`

export function listPage(messages: MailMessage[]): string {
  const items = messages
    .map(
      (m) =>
        `<li><a href="/mail/messages/${escapeHtml(m.id)}"><span class="subject">${sourceTag(m)}${escapeHtml(m.subject)}</span><span class="muted when">${when(m.created_at)}</span><span class="muted who">From ${escapeHtml(m.from)} · To ${escapeHtml(m.to.join(', '))}</span></a></li>`,
    )
    .join('')
  const body = messages.length
    ? `<ol class="list" aria-label="Messages, newest first">${items}</ol>`
    : `<p class="empty">No mail yet. Register for the workshop, send a contact message or ask for a password reset, then reload.</p>`
  return page(
    'Mail catcher · local stack',
    `<h1>Mail catcher <span class="muted">(${messages.length} message${messages.length === 1 ? '' : 's'})</span></h1>${body}`,
  )
}

/** URLs in plain text become links; everything else stays escaped text. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"')]+)/g)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" target="_blank" rel="noopener">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('')
}

export function messagePage(message: MailMessage, view: 'html' | 'text'): string {
  const showHtml = view === 'html' && message.html !== null
  const row = (label: string, values: string[]) =>
    values.length ? `<dt>${label}</dt><dd>${escapeHtml(values.join(', '))}</dd>` : ''
  const tab = (name: 'html' | 'text', label: string, current: boolean) =>
    `<a href="/mail/messages/${escapeHtml(message.id)}${name === 'text' ? '?view=text' : ''}"${current ? ' aria-current="page"' : ''}>${label}</a>`
  const tabs = `<nav class="tabs" aria-label="Message part">${message.html !== null ? tab('html', 'HTML', showHtml) : ''}${tab('text', 'Plain text', !showHtml)}</nav>`
  const content = showHtml
    ? `<iframe title="HTML part of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/mail/messages/${escapeHtml(message.id)}/html"></iframe>`
    : `<pre aria-label="Plain-text part of the message">${linkify(message.text)}</pre>`
  const links = message.links.length
    ? `<section class="links" aria-labelledby="links-heading"><h2 id="links-heading" class="muted">Links in this message</h2><ol>${message.links.map((link) => `<li><a href="${escapeHtml(link)}" target="_blank" rel="noopener">${escapeHtml(link)}</a></li>`).join('')}</ol></section>`
    : ''
  return page(
    `${message.subject} · Mail catcher`,
    `<p><a href="/mail">← All messages</a></p><h1>${escapeHtml(message.subject)}</h1><dl>${row('From', [message.from])}${row('To', message.to)}${row('Cc', message.cc)}${row('Bcc', message.bcc)}${row('Reply-To', message.reply_to)}${Object.entries(
      message.headers,
    )
      .map(([name, value]) => row(name, [value]))
      .join(
        '',
      )}<dt>Date</dt><dd>${when(message.created_at)} ${sourceTag(message)}</dd></dl>${tabs}${content}${links}`,
  )
}

/** The HTML part as the recipient's client renders it; its links open in a new tab. */
export function htmlPart(html: string): string {
  const base = '<base target="_blank">'
  return /<head\b[^>]*>/i.test(html)
    ? html.replace(/<head\b[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`
}

export function notFoundPage(): string {
  return page(
    'Message not found · Mail catcher',
    '<p><a href="/mail">← All messages</a></p><h1>Message not found</h1><p>The catcher keeps messages in memory while the local stack runs.</p>',
  )
}
