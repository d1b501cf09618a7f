import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { Toaster } from 'sonner'

/** Shows the current location so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.hash}</output>
}

export function renderWithRouter(ui: ReactElement, { path = '/', route = '*' } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  )
}
