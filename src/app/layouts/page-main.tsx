import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { FirstScreenEnd } from '@/app/layouts/first-screen-end'
import { HydrationMarker } from '@/app/layouts/hydration-marker'
import { PageFallback } from '@/app/layouts/page-fallback'

/**
 * The public page's <main> (the skip link's target) and, right after it, the marker its
 * prerendered first paint waits for.
 */
export function PageMain({ className }: { className: string }) {
  return (
    <>
      <main id="main" className={className}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </main>
      <FirstScreenEnd />
    </>
  )
}
