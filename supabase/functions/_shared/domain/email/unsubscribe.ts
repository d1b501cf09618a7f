// Unsubscribing from the workshop's follow-up emails, as the mail standards ask. The email's
// List-Unsubscribe header names the email-unsubscribe function, and List-Unsubscribe-Post says
// it takes RFC 8058's one-click POST (body `List-Unsubscribe=One-Click`, no page). The link in
// the body, which a person clicks (and a mail scanner or a link prefetcher may open), leads to
// the site's /unsubscribe page: it asks first, and its one button makes that same POST. A GET
// never unsubscribes. The texts below are the page's and the function's, in one place.

/** The function that takes RFC 8058's one-click POST (and sends a GET on to the page). */
export const UNSUBSCRIBE_FUNCTION = 'email-unsubscribe'

/** The site page the email's link opens: a question and one button. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe'

/** RFC 8058 section 3.1: the body of the one-click POST. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click'

/** An unsubscribe token: random, base64url, never stored in the clear. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{32,256}$/

export const unsubscribeMessages = {
  pageTitle: 'Unsubscribe',
  question: 'Unsubscribe from workshop emails?',
  button: 'Unsubscribe',
  pending: 'Unsubscribing…',
  done: 'You are unsubscribed. You will get no more workshop emails.',
  unknown: 'This unsubscribe link is not valid. If you keep receiving reminders, reply to one.',
  notOneClick: `Unsubscribing needs a POST whose body is ${ONE_CLICK_BODY}.`,
  failed: 'Unsubscribing failed. Please try again in a minute.',
  method: 'Method not allowed',
} as const

/** The site page for one token: the link in the email's body. */
export function unsubscribePageUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`
}

/** The function's address for one token: the List-Unsubscribe header's URL. */
export function unsubscribeFunctionUrl(functionsUrl: string, token: string): string {
  return `${functionsUrl.replace(/\/$/, '')}/${UNSUBSCRIBE_FUNCTION}?token=${encodeURIComponent(token)}`
}

/**
 * Whether a POST's form body is RFC 8058's one-click request: a field `List-Unsubscribe` whose
 * value is `One-Click` (the RFC lets the body be application/x-www-form-urlencoded or
 * multipart/form-data).
 */
export function isOneClickForm(form: URLSearchParams | FormData): boolean {
  return form.get('List-Unsubscribe') === 'One-Click'
}
