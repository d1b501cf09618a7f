import type { Session } from '@supabase/supabase-js'
import { useMutation, type QueryClient } from '@tanstack/react-query'
import { assuranceOptions } from '@/features/auth/api/mfa'
import { supabase } from '@/lib/supabase'

export type Credentials = { email: string; password: string }

export function useSignIn() {
  return useMutation({
    mutationFn: async ({ email, password }: Credentials) => {
      const { data, error } = await supabase.auth.signInWithPassword({ email, password })
      if (error) throw error
      return data.session
    },
    meta: { handlesErrors: true },
  })
}

/**
 * Calls `signedIn` each time an account signs in and its session needs no second factor (an
 * account with a verified factor is called after its code instead, by the portal itself).
 * Returns the unsubscribe.
 */
export function onSignedInWithoutCode(
  client: QueryClient,
  signedIn: (session: Session) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (event !== 'SIGNED_IN' || !session) return
    // After the callback: supabase-js holds its auth lock while its callbacks run, and a call
    // made inside one waits for that lock (Supabase docs, auth onAuthStateChange).
    setTimeout(() => {
      client
        .fetchQuery(assuranceOptions(session))
        .then((assurance) => {
          if (!assurance.needsCode) signedIn(session)
        })
        .catch(() => undefined)
    }, 0)
  })
  return () => data.subscription.unsubscribe()
}
