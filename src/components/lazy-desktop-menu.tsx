import { lazy, Suspense } from 'react'
import { island } from '@/islands/island'

// In the app, the desktop menus (Radix) load after the page: phones never need them, so they
// stay off the critical path. The islands runtime loads its part (src/islands/parts) instead.
const DesktopMenu = lazy(async () => ({
  default: (await import('@/components/desktop-menu')).DesktopMenu,
}))

function LazyDesktopMenu() {
  return (
    <Suspense fallback={null}>
      <DesktopMenu />
    </Suspense>
  )
}

export const DesktopMenuIsland = island('desktop-menu', LazyDesktopMenu)
