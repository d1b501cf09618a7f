import { createHash, randomInt } from 'node:crypto'
import { escapeHtml } from '../../../../functions/_shared/domain/html-text.ts'
import type { AuthSettings, StackContext } from '../../stack-context.ts'

export type EmailAction = 'recovery' | 'invite'

/**
 * GoTrue's built-in templates, which hosted sends until a project sets its own
 * (internal/mailer/templatemailer: defaultTemplateSubjects and defaultRecoveryMail /
 * defaultInviteMail). `{{ .ConfirmationURL }}` is the only value they insert.
 */
const TEMPLATES: Record<EmailAction, { subject: string; html: (url: string) => string }> = {
  recovery: {
    subject: 'Reset your password',
    html: (url) => `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="${url}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  invite: {
    subject: "You've been invited",
    html: (url) => `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="${url}">Accept invitation</a></p>`,
  },
}

/** A numeric one-time code of the configured length (GoTrue crypto.GenerateOtp). */
export function newOtp(settings: AuthSettings): string {
  let otp = ''
  for (let i = 0; i < settings.otpLength; i++) otp += String(randomInt(10))
  return otp
}

/** The stored token: hex SHA-224 of the address and the code (GoTrue crypto.GenerateTokenHash). */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/**
 * The link an email carries: auth's /verify with the token hash, the type and where to go
 * next (templatemailer getPath; the CLI sets every URL path to `<API URL>/auth/v1/verify`).
 * A redirect_to holding `&`, `=` or `#` is escaped, otherwise kept as it is (encodeRedirectURL).
 */
export function actionLink(
  ctx: StackContext,
  hash: string,
  type: EmailAction | 'magiclink',
  redirectTo: string,
): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo
  return `${ctx.url}/auth/v1/verify?token=${encodeURIComponent(hash)}&type=${type}&redirect_to=${redirect}`
}

// `{{ .ConfirmationURL }}` as Go's text/template writes it (any spacing inside the braces).
const CONFIRMATION_URL = /\{\{-?\s*\.ConfirmationURL\s*-?\}\}/g

/**
 * Hands the email to the stack's mail catcher, as GoTrue hands it to the SMTP server
 * (internal/mailer/mailmeclient): From `sender_name <admin_email>` ([inbucket], as `supabase
 * start` does without [auth.email.smtp]), To, Subject and an HTML-only body. A template of the
 * project's ([auth.email.template.<type>]) replaces the built-in subject or body, as on hosted
 * Auth (templatemailer: a configured subject and content win over the defaults).
 */
export function sendAuthMail(
  ctx: StackContext,
  settings: AuthSettings,
  to: string,
  type: EmailAction,
  link: string,
) {
  const builtIn = TEMPLATES[type]
  const own = settings.emailTemplates[type]
  const url = escapeHtml(link)
  ctx.mailbox.receive({
    source: 'auth',
    from: settings.emailSender,
    to: [to],
    subject: own?.subject ?? builtIn.subject,
    html: own?.content?.replace(CONFIRMATION_URL, () => url) ?? builtIn.html(url),
    headers: {},
  })
}
