import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while prerendering and during hydration, true afterwards: lets a component show
 * browser-only content (query strings, storage) without a hydration mismatch.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
