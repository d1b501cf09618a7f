import { useEffect } from 'react'

/**
 * Sits beside the page inside its Suspense boundary, so its effect runs once the page itself
 * is interactive; browser tests wait for html[data-hydrated] before they click, and
 * `npm run bench:interactivity` reads the `hydrated` performance mark (once per page load).
 */
export function HydrationMarker() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return
    document.documentElement.dataset.hydrated = 'true'
    performance.mark('hydrated')
  }, [])
  return null
}
