import { escapeHtml } from '../../../../functions/_shared/domain/html-text.ts'
import type { StoredSession } from './sessions.ts'

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  )

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f9fc}
.banner{background:#fff4e5;color:#7a4100;border-bottom:1px solid #f5d4a6;padding:10px 16px;text-align:center;font-size:14px;font-weight:600}
main{max-width:920px;margin:0 auto;padding:32px 20px;display:flex;flex-wrap:wrap;gap:32px}
section{flex:1 1 320px;min-width:0}
.summary p{margin:0}.muted{color:#697386;font-size:14px}.amount{font-size:36px;font-weight:700;margin:8px 0 24px}
.item{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-top:1px solid #e3e8ee}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.1);padding:24px}
label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px}
.pay{margin-top:20px;width:100%;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;padding:12px;cursor:pointer}
.cancel{margin-top:12px;width:100%;font:inherit;color:#635bff;background:none;border:0;padding:8px;cursor:pointer;text-decoration:underline}
h1{font-size:20px;margin:0 0 4px}h2{font-size:18px;margin:0 0 16px}
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><div class="banner" role="note">Local test checkout: the local stack's payments sandbox. No real payment is taken.</div>${body}</body></html>`
}

/** Stripe Checkout's layout: the order on one side, the payment form on the other. */
export function checkoutPage(
  { session, lineItems, charge, invoice }: StoredSession,
  actionBase: string,
  problem: string | null = null,
  notice: string | null = null,
): string {
  const total = money(session.amount_total, session.currency)
  const items = lineItems
    .map(
      (item) =>
        `<div class="item"><div><p>${escapeHtml(item.name)}</p>${item.description ? `<p class="muted">${escapeHtml(item.description)}</p>` : ''}<p class="muted">Qty ${item.quantity}</p></div><p>${money(item.amount, session.currency)}</p></div>`,
    )
    .join('')
  const open = session.status === 'open'
  const form = open
    ? `<form method="post" action="${actionBase}/pay"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(session.customer_email ?? '')}"><p class="muted">Test mode: no card details are needed and nothing is charged.</p><button class="pay" type="submit">Pay ${total}</button></form><form method="post" action="${actionBase}/cancel"><button class="cancel" type="submit">Cancel and return</button></form><form method="post" action="${actionBase}/expire"><button class="cancel" type="submit">Let this session expire (test)</button></form>`
    : `<p>This checkout session ${session.status === 'complete' ? 'is complete' : 'has expired'}.</p>${charge ? refundForm(charge.amount - charge.amount_refunded, charge.amount_refunded, session.currency, actionBase, problem, notice) : ''}${invoice ? `<p><a href="${escapeHtml(invoice.hosted_invoice_url)}">View the invoice</a></p>` : ''}`
  return page(
    `Pay ${total} · Local test checkout`,
    `<main><section class="summary" aria-labelledby="order-heading"><h1 id="order-heading">Your order</h1><p class="muted">Pay</p><p class="amount">${total}</p>${items}<div class="item"><strong>Total due</strong><strong>${total}</strong></div></section><section class="card" aria-labelledby="pay-heading"><h2 id="pay-heading">Pay with a test card</h2>${form}</section></main>`,
  )
}

/** The dashboard's refund, for testing: any amount up to what is left of the charge. */
function refundForm(
  left: number,
  refunded: number,
  currency: string,
  actionBase: string,
  problem: string | null,
  notice: string | null,
): string {
  const status = notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''
  const refundedLine =
    refunded > 0 ? `<p class="muted">Refunded so far: ${money(refunded, currency)}</p>` : ''
  if (left === 0) return `${status}${refundedLine}<p>This payment is fully refunded.</p>`
  const error = problem
    ? `<p id="refund-error" role="alert" style="color:#b42318">${escapeHtml(problem)}</p>`
    : ''
  return `${status}${refundedLine}<form method="post" action="${actionBase}/refund"><label for="refund-amount">Refund amount (${escapeHtml(currency.toUpperCase())})</label><input id="refund-amount" name="amount" inputmode="decimal" required value="${(left / 100).toFixed(2)}"${problem ? ' aria-invalid="true" aria-describedby="refund-error"' : ''}>${error}<p class="muted">Test mode: sends charge.refunded to the webhook, signed as Stripe signs.</p><button class="pay" type="submit">Refund</button></form>`
}

/** Stripe's hosted invoice page, reduced to what a buyer checks. */
export function invoicePage({ session, lineItems, invoice, charge }: StoredSession): string {
  const items = lineItems
    .map(
      (item) =>
        `<div class="item"><p>${escapeHtml(item.name)}</p><p>${money(item.amount, session.currency)}</p></div>`,
    )
    .join('')
  const refunded =
    charge && charge.amount_refunded > 0
      ? `<div class="item"><span>Refunded</span><span>-${money(charge.amount_refunded, session.currency)}</span></div>`
      : ''
  const title = invoice ? `Invoice ${invoice.number}` : 'Receipt'
  return page(
    `${title} · Local test checkout`,
    `<main><section class="card"><h1>${escapeHtml(title)}</h1><p class="muted">Paid by ${escapeHtml(session.customer_details?.email ?? '')}</p>${items}${refunded}<div class="item"><strong>Amount paid</strong><strong>${money(session.amount_total, session.currency)}</strong></div></section></main>`,
  )
}

export function notFoundPage(): string {
  return page(
    'Checkout not found',
    '<main><section><h1>Checkout not found</h1><p>This sandbox checkout session does not exist (sessions live as long as the local stack runs).</p></section></main>',
  )
}
