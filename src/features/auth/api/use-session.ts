import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'

/** The spec's session states (§4): 'loading', a Session, or null (not authenticated). */
export type SessionState = 'loading' | Session | null

// The last session any screen heard of: a screen mounted after it is known (the portal after
// a sign-in) starts from it instead of 'loading', so its first render can act on it.
let lastKnown: SessionState = 'loading'

export function useSession(): SessionState {
  const [session, setSession] = useState<SessionState>(lastKnown)
  useEffect(() => {
    let active = true
    const known = (next: Session | null) => {
      lastKnown = next
      setSession(next)
    }
    void supabase.auth.getSession().then(({ data }) => {
      if (active) known(data.session)
    })
    const { data } = supabase.auth.onAuthStateChange((_event, next) => known(next))
    return () => {
      active = false
      data.subscription.unsubscribe()
    }
  }, [])
  return session
}
