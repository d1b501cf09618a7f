import type { JwtRejection } from '../../keys/jwt.ts'
import { WireError } from '../../gateway/wire-error.ts'

export const API_VERSION = '2024-01-01'

/**
 * A GoTrue error. The client sends X-Supabase-Api-Version, so the answer is the
 * 2024-01-01 form: {code, message} plus the version and x-sb-error-code headers.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): WireError {
  return new WireError(
    status,
    { code, message, ...extra },
    { 'X-Supabase-Api-Version': API_VERSION, 'x-sb-error-code': code },
  )
}

/** An error the app raised for an auth request (body limit, crash), in GoTrue's shape. */
export function authStatusError(status: number, message: string): WireError {
  return authError(status, status === 413 ? 'request_too_large' : 'unexpected_failure', message)
}

/** GoTrue's reason text after "invalid JWT: unable to parse or verify signature, ". */
export function gotrueJwtReason(failure: JwtRejection): string {
  switch (failure.reason) {
    case 'empty':
    case 'parts':
      return 'token is malformed: token contains an invalid number of segments'
    case 'expired':
      return 'token has invalid claims: token is expired'
    case 'claims':
      return 'token has invalid claims: token is not valid yet'
    case 'signature':
      return 'token signature is invalid: signature is invalid'
  }
}

// The address check GoTrue's validateEmail runs (badoux/checkmail ValidateFormat's pattern).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** The address lower-cased, or GoTrue's 400 validation_failed (internal/api/mail.go validateEmail). */
export function validEmail(email: string): string {
  if (email === '') throw authError(400, 'validation_failed', 'An email address is required')
  if (email.length > 255) throw authError(400, 'validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email)) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

/** GoTrue's checkPasswordStrength (internal/api/password.go) for the length rule. */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (password.length > 72) {
    throw authError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  }
  if (password.length < minLength) {
    throw authError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
}
