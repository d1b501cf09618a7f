import { useMutation } from '@tanstack/react-query'
import {
  ONE_CLICK_BODY,
  UNSUBSCRIBE_FUNCTION,
  unsubscribeMessages,
} from '@shared/email/unsubscribe'
import { readFunctionError } from '@/lib/function-error'
import { supabaseUrl } from '@/lib/supabase-env'

/**
 * Unsubscribes the token's address from the workshop emails: the same RFC 8058 one-click POST a
 * mail client sends (form-encoded, so no CORS preflight, and without a key: the function is
 * public). Plain fetch: this public page stays free of supabase-js.
 */
export async function unsubscribeFromEmails(token: string): Promise<void> {
  const address = `${supabaseUrl}/functions/v1/${UNSUBSCRIBE_FUNCTION}?token=${encodeURIComponent(token)}`
  const response = await fetch(address, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: ONE_CLICK_BODY,
  }).catch(() => null)
  if (!response) throw new Error(unsubscribeMessages.failed)
  if (!response.ok) throw await readFunctionError(response, unsubscribeMessages.failed)
}

/** The page's one button; its failure is shown on the page, not as a toast. */
export function useUnsubscribe() {
  return useMutation({ meta: { handlesErrors: true }, mutationFn: unsubscribeFromEmails })
}
