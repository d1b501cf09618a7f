// The catcher's test key: a public, local-only value like the payments sandbox's. It is not in
// Resend's key format's length, so it cannot be mistaken for, or work against, Resend.
export const CATCHER_API_KEY = 're_local_mail_catcher'
import { DEFAULT_BRAND_NAME } from '../../../../functions/_shared/domain/brand.ts'

// The sender the functions' emails carry locally when EMAIL_FROM is unset: the brand's name.
export const CATCHER_FROM = `${DEFAULT_BRAND_NAME} <no-reply@mail.localhost>`

/**
 * What the functions host adds to the project secrets so that the functions' email client
 * talks to the catcher (as paymentsSandboxEnv points stripe at the sandbox). A developer who
 * puts a real EMAIL_API_KEY in supabase/functions/.env sends through the provider instead.
 */
export function mailCatcherEnv(
  stackUrl: string,
  secrets: Record<string, string>,
): Record<string, string> {
  if (secrets.EMAIL_API_KEY) return {}
  return {
    EMAIL_API_KEY: CATCHER_API_KEY,
    EMAIL_API_BASE: `${stackUrl}/mail/resend`,
    EMAIL_FROM: secrets.EMAIL_FROM || CATCHER_FROM,
  }
}
