import { useEffect } from 'react'

/**
 * Sits beside the page inside its Suspense boundary, so its effect runs once the page itself
 * is interactive; browser tests wait for html[data-hydrated] before they click.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
