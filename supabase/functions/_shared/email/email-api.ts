// The functions' email provider: Resend's HTTP API (`POST /emails`; hosted edge functions
// cannot open SMTP ports, Supabase docs "Edge Functions → Limits"), called with plain fetch.
// Secrets: EMAIL_API_KEY and EMAIL_FROM; EMAIL_API_BASE only to point it elsewhere (the local
// stack's mail catcher sets all three unless a real key is configured).
import { z } from 'zod'
import { optionalSecret, secretRules, type Env } from '../env.ts'

export const RESEND_API_BASE = 'https://api.resend.com'
const SEND_TIMEOUT_MS = 10_000

export interface OutgoingEmail {
  to: string[]
  replyTo: string[]
  subject: string
  html: string
  text: string
  /** Custom headers, sent as they are (Resend's `headers`): the follow-ups' List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>
}

/** Sends one email; `idempotencyKey` makes a retry of the same email a no-op at the provider. */
export type SendEmail = (email: OutgoingEmail, idempotencyKey: string) => Promise<{ id: string }>

export type EmailSender = { ok: true; send: SendEmail } | { ok: false; problem: string }

/** What to configure, in the words a function logs and the portal's notice shows. */
export const EMAIL_NOT_CONFIGURED =
  'Email is not configured: set the EMAIL_API_KEY and EMAIL_FROM secrets (supabase secrets set EMAIL_API_KEY=re_... EMAIL_FROM="Brand <hello@your-domain>")'

const answerSchema = z.object({ id: z.string().min(1) })
const errorSchema = z.object({ message: z.string() }).partial()

/** The provider's refusal, with its status (a 5xx or 429 is an outage; the outbox retries any). */
export class EmailApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'EmailApiError'
  }
}

/**
 * A refusal the provider would repeat for this email however often it is sent: 400 and 422
 * (Resend's API reference, "Errors": validation_error, invalid recipient or message). A key
 * problem (401, 403), a concurrent idempotent request (409), a rate limit (429) or an outage
 * (5xx) is worth retrying once it passes.
 */
export const isPermanentRefusal = (error: unknown): boolean =>
  error instanceof EmailApiError && (error.status === 400 || error.status === 422)

/**
 * The email API client of the secrets: not configured (a problem to report) while EMAIL_API_KEY
 * or EMAIL_FROM is unset; throws, naming it, for a secret that is set but invalid.
 */
export function emailSenderFromEnv(env: Env, fetchImpl: typeof fetch = fetch): EmailSender {
  const EMAIL_API_KEY = env.EMAIL_API_KEY?.trim()
  const EMAIL_FROM = optionalSecret(env, 'EMAIL_FROM', secretRules.sender)
  const apiBase = optionalSecret(env, 'EMAIL_API_BASE', secretRules.httpUrl) ?? RESEND_API_BASE
  if (!EMAIL_API_KEY || !EMAIL_FROM) return { ok: false, problem: EMAIL_NOT_CONFIGURED }
  const endpoint = `${apiBase.replace(/\/$/, '')}/emails`
  const send: SendEmail = async (email, idempotencyKey) => {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${EMAIL_API_KEY}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: EMAIL_FROM,
        to: email.to,
        ...(email.replyTo.length ? { reply_to: email.replyTo } : {}),
        subject: email.subject,
        html: email.html,
        text: email.text,
        ...(email.headers && Object.keys(email.headers).length ? { headers: email.headers } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const message = errorSchema.safeParse(body).data?.message ?? response.statusText
      throw new EmailApiError(response.status, `email API answered ${response.status}: ${message}`)
    }
    const answer = answerSchema.safeParse(body)
    if (!answer.success)
      throw new EmailApiError(response.status, 'email API answered without an id')
    return answer.data
  }
  return { ok: true, send }
}
