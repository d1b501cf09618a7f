import { isAuthApiError } from '@supabase/supabase-js'
import { useMutation } from '@tanstack/react-query'
import { authMessages } from '@/features/auth/lib/messages'
import { supabase } from '@/lib/supabase'

/** Where the emailed links lead: the "Set a new password" screen of this site. */
const setPasswordUrl = () => `${window.location.origin}/admin-login/set-password`

/**
 * resetPasswordForEmail. Auth answers the same whether or not the address has an account; a
 * second request for an account within a minute is refused (429 over_email_send_rate_limit),
 * which would tell that the account exists, so it resolves like a success: a link was sent.
 */
export function useRequestPasswordReset() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (email: string) => {
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: setPasswordUrl(),
      })
      if (!error || (isAuthApiError(error) && error.code === 'over_email_send_rate_limit')) return
      if (error.status === 429) throw new Error(authMessages.tooManyRequests)
      throw new Error(error.message)
    },
  })
}

/** updateUser({ password }) for the session the emailed link started. */
export function useSetPassword() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (password: string) => {
      const { error } = await supabase.auth.updateUser({ password })
      if (error) throw new Error(error.message)
    },
  })
}
