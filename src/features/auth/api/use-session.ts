import type { Session } from '@supabase/supabase-js'
import { useSyncExternalStore } from 'react'
import { supabase } from '@/lib/supabase'

/** The spec's session states (§4): 'loading', a Session, or null (not authenticated). */
export type SessionState = 'loading' | Session | null

// One watcher for the tab, kept live by onAuthStateChange: a screen mounted after the session
// is known (the portal after a sign-in) has it on its first render, without asking again.
let current: SessionState = 'loading'
const listeners = new Set<() => void>()
let watching = false

function publish(next: Session | null) {
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!watching) {
    watching = true
    void supabase.auth.getSession().then(({ data }) => {
      if (current === 'loading') publish(data.session)
    })
    supabase.auth.onAuthStateChange((_event, next) => publish(next))
  }
  return () => void listeners.delete(listener)
}

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'loading',
  )
}
