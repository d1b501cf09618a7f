import { createElement, lazy, type ComponentType } from 'react'

export type PreloadableComponent = ComponentType & {
  /** Starts loading the module (once); resolves when it is there. */
  preload: () => Promise<void>
}

/**
 * React.lazy with a `preload()`. Once the module is there (preloaded, or rendered once), the
 * component renders it directly instead of suspending, so a route whose chunk arrived early
 * shows at once: no Suspense fallback, and none of React's reveal throttle (content that
 * suspended waits until 300 ms after its fallback was shown).
 */
export function lazyWithPreload(load: () => Promise<ComponentType>): PreloadableComponent {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (network) may be asked for again.
        loading = undefined
        throw error
      },
    ))
  const Lazy = lazy(async () => ({ default: await loadOnce() }))
  const Preloadable = () => createElement(loaded ?? Lazy)
  return Object.assign(Preloadable, { preload: () => loadOnce().then(() => undefined) })
}
