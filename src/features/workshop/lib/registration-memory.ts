import { useSyncExternalStore } from 'react'

// The visitor's registration is remembered in this browser, so a returning visitor goes
// straight to the video. Prerendered HTML (no storage) always shows the overlay.
const STORAGE_KEY = 'workshopRegistration'
const listeners = new Set<() => void>()

function readRegistered(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null
  } catch {
    return false // storage blocked: the visitor registers again, which the server deduplicates
  }
}

export function rememberRegistration(webinarTitle: string) {
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ webinarTitle, at: new Date().toISOString() }),
    )
  } catch {
    // Storage blocked: the video still unlocks for this visit.
  }
  listeners.forEach((notify) => notify())
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  window.addEventListener('storage', notify)
  return () => {
    listeners.delete(notify)
    window.removeEventListener('storage', notify)
  }
}

export function useRemembered(): boolean {
  return useSyncExternalStore(subscribe, readRegistered, () => false)
}
