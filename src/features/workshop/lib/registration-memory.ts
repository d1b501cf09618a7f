import { useSyncExternalStore } from 'react'

// The visitor's registration is remembered in this browser, so a returning visitor goes
// straight to the video. Prerendered HTML (no storage) always shows the overlay.
const STORAGE_KEY = 'workshopRegistration'
const listeners = new Set<() => void>()
const notifyAll = () => listeners.forEach((notify) => notify())
// Registered in this page while storage is blocked: remembered for this visit only.
let registeredHere = false

function readRegistered(): boolean {
  if (registeredHere) return true
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null
  } catch {
    return false // storage blocked: the visitor registers again, which the server deduplicates
  }
}

// A page's first use of storage (a read, or listening to other tabs' writes) waits on the
// browser process, 5-50 ms at 4x CPU throttling on a busy machine: both happen once, as this
// module loads (a task of its own on the islands page), not inside an island's hydration.
if (typeof window !== 'undefined') {
  readRegistered()
  window.addEventListener('storage', notifyAll)
}

export function rememberRegistration(webinarTitle: string) {
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ webinarTitle, at: new Date().toISOString() }),
    )
  } catch {
    registeredHere = true // storage blocked: the video still unlocks for this visit
  }
  notifyAll()
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
  }
}

export function useRemembered(): boolean {
  return useSyncExternalStore(subscribe, readRegistered, () => false)
}
