import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { Toaster } from 'sonner'
import { createQueryClient } from '@/app/query-client'

/** Shows the current location so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation()
  // A plain div, not <output>: that is a status region and would collide with the component's.
  return <div data-testid="location">{location.pathname + location.hash}</div>
}

/**
 * The app's query client (its global mutation-error toast included), fresh per test so nothing
 * is cached between tests; the one change: a failed query fails at once instead of retrying.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  })
  return client
}

type RenderOptions = {
  /** The URL the memory router starts at. */
  path?: string
  /** The route pattern `ui` is mounted on, so it can read its params. */
  route?: string
  /** Pass one to seed the cache before rendering. */
  queryClient?: QueryClient
}

/** Renders `ui` as a page: query client, memory router, location probe and toaster. */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', route = '*', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}
