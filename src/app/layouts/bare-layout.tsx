import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { FirstScreenEnd } from '@/app/layouts/first-screen-end'
import { HydrationMarker } from '@/app/layouts/hydration-marker'
import { PageFallback } from '@/app/layouts/page-fallback'
import { useScrollOnNavigate } from '@/app/layouts/use-scroll-on-navigate'
import { Footer } from '@/components/footer'

/** Pages with a header of their own (the offer and demo pages): no site navbar. */
export function BareLayout() {
  useScrollOnNavigate()
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </main>
      <FirstScreenEnd />
      <Footer />
    </div>
  )
}
