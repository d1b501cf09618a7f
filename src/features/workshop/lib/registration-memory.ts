import { useSyncExternalStore } from 'react'

// The registration's personal link (`<link id>.<token>`) is remembered in this browser, so a
// returning visitor goes straight to the video. It only lets the page ask the server
// (workshop-player): the server checks it on every call, and nothing else unlocks the player
// (the old `workshopRegistration` key, for one, is ignored). Prerendered HTML (no storage)
// always shows the overlay.
const STORAGE_KEY = 'workshopAccess'
const listeners = new Set<() => void>()
const notifyAll = () => listeners.forEach((notify) => notify())
// Registered in this page while storage is blocked: remembered for this visit only.
let accessHere: string | null = null

function readAccess(): string | null {
  if (accessHere) return accessHere
  try {
    return window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return null // storage blocked: the visitor opens the emailed link again
  }
}

// A page's first use of storage (a read, or listening to other tabs' writes) waits on the
// browser process, 5-50 ms at 4x CPU throttling on a busy machine: both happen once, as this
// module loads (a task of its own on the islands page), not inside an island's hydration.
if (typeof window !== 'undefined') {
  readAccess()
  window.addEventListener('storage', notifyAll)
}

/** Keeps the registration's personal link for this browser. */
export function rememberAccess(access: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, access)
  } catch {
    accessHere = access // storage blocked: the video still plays for this visit
  }
  notifyAll()
}

/** Drops a link the server refused (expired), so the overlay shows again. */
export function forgetAccess() {
  accessHere = null
  try {
    window.localStorage.removeItem(STORAGE_KEY)
  } catch {
    // storage blocked: nothing was stored
  }
  notifyAll()
}

function subscribe(notify: () => void) {
  listeners.add(notify)
  return () => {
    listeners.delete(notify)
  }
}

/** The remembered personal link, or null. */
export function useRemembered(): string | null {
  return useSyncExternalStore(subscribe, readAccess, () => null)
}
