import type { Session } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { supabase } from '@/lib/supabase'

/** The spec's session states (§4): 'loading', a Session, or null (not authenticated). */
export type SessionState = 'loading' | Session | null

export function useSession(): SessionState {
  const [session, setSession] = useState<SessionState>('loading')
  useEffect(() => {
    let active = true
    void supabase.auth.getSession().then(({ data }) => {
      if (active) setSession(data.session)
    })
    const { data } = supabase.auth.onAuthStateChange((_event, next) => setSession(next))
    return () => {
      active = false
      data.subscription.unsubscribe()
    }
  }, [])
  return session
}
