import { lazy, Suspense } from 'react'
import { island } from '@/islands/island'
import { useHydrated } from '@/lib/use-hydrated'

// The toaster is not needed to paint a page, so it loads after hydration and stays out of
// the first-load bundle. toast() calls share its module, so they reach this one instance.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

export function DeferredToaster() {
  if (!useHydrated()) return null
  return (
    <Suspense fallback={null}>
      {/* Below the fixed 64 px header, so a toast never covers its Login button. */}
      <Toaster
        richColors
        closeButton
        position="top-right"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
      />
    </Suspense>
  )
}

export const DeferredToasterIsland = island('toaster', DeferredToaster)
