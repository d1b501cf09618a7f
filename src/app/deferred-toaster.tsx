import { lazy, Suspense, useSyncExternalStore } from 'react'
import { island } from '@/islands/island'
import { useHydrated } from '@/lib/use-hydrated'

// The toaster is not needed to paint a page, so it loads after hydration and stays out of
// the first-load bundle. toast() calls share its module, so they reach this one instance.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }))

// sonner lays toasts out full width below 600 px (its styles.css); there they sit at the
// bottom, where they never cover the page's heading or the header.
const PHONE = '(max-width: 600px)'
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isPhone = () => window.matchMedia(PHONE).matches

export function DeferredToaster() {
  const hydrated = useHydrated()
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false)
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      {/* Below the fixed 64 px header on wider screens, so a toast never covers its Login button. */}
      <Toaster
        richColors
        closeButton
        position={phone ? 'bottom-center' : 'top-right'}
        visibleToasts={phone ? 2 : 3}
        offset={{ top: 76 }}
        mobileOffset={{ bottom: 16 }}
      />
    </Suspense>
  )
}

export const DeferredToasterIsland = island('toaster', DeferredToaster)
