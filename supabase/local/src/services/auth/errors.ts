import type { JwtRejection } from '../../jwt.ts'
import { WireError } from '../../wire-error.ts'

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
