import { lazy, Suspense } from 'react'

// Below the fold: off the first-load critical path. The prerendered HTML is already on the
// page, and React keeps it in place until this chunk arrives and hydrates it.
const HomePageSections = lazy(async () => ({
  default: (await import('./home-page-sections')).HomePageSections,
}))

export function LazyHomePageSections() {
  return (
    <Suspense fallback={<div className="min-h-screen" />}>
      <HomePageSections />
    </Suspense>
  )
}
