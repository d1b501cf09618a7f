import '@/lib/zod-jitless'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from '@/app/app'
import { preloadRoute } from '@/app/preload-route'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// Prerendered pages mark the path they were rendered for; anything else (the SPA shell
// served for admin, blog posts and unknown paths) renders on the client.
const normalize = (path: string) => path.replace(/(.)\/$/, '$1')
if (container.dataset.prerendered === normalize(window.location.pathname)) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page. Presses before it ends are held and replayed by the
  // prerendered page's loader (scripts/lib/first-paint-html.ts).
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  // Rendered here from nothing: every chunk the path needs starts loading now, side by side.
  preloadRoute(window.location.pathname)
  createRoot(container).render(app)
}
