// The emails of a credit purchase: the buyer's receipt, and the admins' alerts of a purchase and
// of a refund. Same frame and escaping as every other email (templates.ts).
import { escapeHtml } from '../html-text.ts'
import { formatCents, formatCount } from '../number-format.ts'
import { button, layout, subjectLine, type RenderedEmail } from './templates.ts'

export interface CreditOrderFacts {
  orderId: string
  leadCount: number
  credits: number
  amountCents: number
  isAgencyAnnual: boolean
}

export interface CreditReceiptInput extends CreditOrderFacts {
  brand: string
  /** Stripe's hosted invoice or receipt page; null when Stripe gave none. */
  stripeUrl: string | null
}

const what = (order: CreditOrderFacts) =>
  `${order.isAgencyAnnual ? 'Agency annual: ' : ''}${formatCount(order.leadCount)} leads (${formatCount(order.credits)} credits)`

function factsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#4b5563;font-size:14px">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px">${cells}</table>`
}

const factsText = (rows: [string, string][]) =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n')

/** To the buyer (the email Checkout collected): what was bought, and Stripe's invoice. */
export function creditReceiptEmail(input: CreditReceiptInput): RenderedEmail {
  const { brand, stripeUrl } = input
  const rows: [string, string][] = [
    ['Leads', formatCount(input.leadCount)],
    ['Credits', formatCount(input.credits)],
    ['Amount paid', formatCents(input.amountCents)],
    ['Order reference', input.orderId],
  ]
  const link = stripeUrl
    ? `${button(stripeUrl, 'View your invoice')}<p style="margin:0 0 12px;font-size:14px;color:#4b5563">Your invoice and receipt from Stripe: <a href="${escapeHtml(stripeUrl)}" style="color:#2563eb;word-break:break-all">${escapeHtml(stripeUrl)}</a></p>`
    : ''
  const html = layout(
    brand,
    `Receipt: ${what(input)}`,
    `<p style="margin:0 0 12px">Thank you for your purchase. Your credits are on their way to your account.</p>
${factsTable(rows)}
${link}
<p style="margin:0;font-size:14px;color:#4b5563">Please quote the order reference if you contact us about this purchase.</p>`,
    `You received this email because this address paid for lead credits on the ${escapeHtml(brand)} website.`,
  )
  const text = `Thank you for your purchase. Your credits are on their way to your account.

${factsText(rows)}
${stripeUrl ? `\nYour invoice and receipt from Stripe: ${stripeUrl}\n` : ''}
Please quote the order reference if you contact us about this purchase.

You received this email because this address paid for lead credits on the ${brand} website.
`
  return { subject: subjectLine(`Your receipt: ${what(input)}`), html, text }
}

export interface CreditAlertInput extends CreditOrderFacts {
  brand: string
  buyer: string
  /** The order in the portal. */
  orderUrl: string
}

/** To every admin: a credit purchase was paid. */
export function creditPurchaseAlertEmail(input: CreditAlertInput): RenderedEmail {
  const { brand, orderUrl } = input
  const rows: [string, string][] = [
    ['Amount', formatCents(input.amountCents)],
    ['Leads', formatCount(input.leadCount)],
    ['Credits', formatCount(input.credits)],
    ['Buyer', input.buyer],
    ['Order reference', input.orderId],
  ]
  const html = layout(
    brand,
    `${formatCents(input.amountCents)} from ${input.buyer}`,
    `<p style="margin:0 0 12px">A credit purchase was paid.</p>
${factsTable(rows)}
${button(orderUrl, 'Open the order')}`,
    `You received this email as an admin of the ${escapeHtml(brand)} website.`,
  )
  const text = `A credit purchase was paid.

${factsText(rows)}

Open the order: ${orderUrl}

You received this email as an admin of the ${brand} website.
`
  return {
    subject: subjectLine(
      `New credit purchase: ${formatCents(input.amountCents)} from ${input.buyer}`,
    ),
    html,
    text,
  }
}

export interface CreditRefundAlertInput extends CreditAlertInput {
  refundedCents: number
  /** Credits this refund takes back (positive). */
  refundedCredits: number
  full: boolean
}

/** To every admin: a credit purchase was refunded in Stripe, fully or in part. */
export function creditRefundAlertEmail(input: CreditRefundAlertInput): RenderedEmail {
  const { brand, orderUrl } = input
  const kind = input.full ? 'Credit purchase refunded' : 'Credit purchase partly refunded'
  const rows: [string, string][] = [
    ['Refunded', formatCents(input.refundedCents)],
    ['Credits taken back', formatCount(input.refundedCredits)],
    ['Order amount', formatCents(input.amountCents)],
    ['Buyer', input.buyer],
    ['Order reference', input.orderId],
  ]
  const html = layout(
    brand,
    `${kind}: ${formatCents(input.refundedCents)} to ${input.buyer}`,
    `<p style="margin:0 0 12px">${escapeHtml(kind)} in Stripe.</p>
${factsTable(rows)}
${button(orderUrl, 'Open the order')}`,
    `You received this email as an admin of the ${escapeHtml(brand)} website.`,
  )
  const text = `${kind} in Stripe.

${factsText(rows)}

Open the order: ${orderUrl}

You received this email as an admin of the ${brand} website.
`
  return {
    subject: subjectLine(`${kind}: ${formatCents(input.refundedCents)} to ${input.buyer}`),
    html,
    text,
  }
}
