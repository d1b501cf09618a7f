import { useLocation } from 'react-router-dom'
import { PageMain } from '@/app/layouts/page-main'
import { useScrollOnNavigate } from '@/app/layouts/use-scroll-on-navigate'
import { Footer } from '@/components/footer'
import { Navbar } from '@/components/navbar'

// The workshop is a focused page: the footer is hidden there and nowhere else.
const ROUTES_WITHOUT_FOOTER = new Set(['/workshop'])

export function SiteLayout() {
  const { pathname } = useLocation()
  useScrollOnNavigate()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Navbar />
      <PageMain className="flex-1 pt-16" />
      {!ROUTES_WITHOUT_FOOTER.has(pathname) && <Footer />}
    </div>
  )
}
