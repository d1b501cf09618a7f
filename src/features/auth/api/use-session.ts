import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'

/** The session states: 'loading', a Session, or null (not authenticated). */
export type SessionState = 'loading' | Session | null

// The last session the tab heard of: a screen mounted after it is known (the portal after a
// sign-in) starts from it instead of 'loading', so its first render can act on it. Kept by one
// listener for the tab's life, so a change while no screen watched (a sign-out in another tab)
// is not missed.
let lastKnown: SessionState = 'loading'
let watching = false
function keepLastKnown() {
  if (watching) return
  watching = true
  supabase.auth.onAuthStateChange((_event, next) => {
    lastKnown = next
  })
}

export function useSession(): SessionState {
  keepLastKnown()
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
