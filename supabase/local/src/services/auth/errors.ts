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
