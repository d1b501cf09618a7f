import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from '@/app/app'
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
  hydrateRoot(container, app)
} else {
  createRoot(container).render(app)
}
