import { useQuery } from '@tanstack/react-query'
import { Menu } from 'lucide-react'
import { Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { RequireAdmin } from '@/app/guards/require-admin'
import { RequireScreen } from '@/app/guards/require-screen'
import { HydrationMarker } from '@/app/layouts/hydration-marker'
import { PageErrorBoundary } from '@/app/layouts/page-error-boundary'
import { PageFallback } from '@/app/layouts/page-fallback'
import { useScrollOnNavigate } from '@/app/layouts/use-scroll-on-navigate'
import { Logo } from '@/components/logo'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { AdminNav } from '@/app/layouts/admin-nav'
import { SecondFactorPrompt } from '@/features/auth/components/second-factor-prompt'
import { portalSettingsOptions } from '@/features/admin-accounts/api/admin-accounts'

/** The second-step prompt, only while the portal's setting requires a second factor. */
function SecondFactorNotice() {
  const settings = useQuery(portalSettingsOptions())
  return <SecondFactorPrompt required={settings.data?.mfa_required === true} />
}

/** The portal: guarded, with the sidebar on desktop and a menu sheet on phones. */
export default function AdminShell() {
  const [menuOpen, setMenuOpen] = useState(false)
  useScrollOnNavigate()
  return (
    <RequireAdmin>
      <div className="min-h-dvh bg-muted/40 md:flex">
        <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-6 bg-ink p-4 md:flex">
          <Logo tone="light" className="px-2 [&_span]:md:not-sr-only" />
          <AdminNav />
        </aside>
        <header className="sticky top-0 z-40 flex h-14 items-center justify-between bg-ink px-4 md:hidden">
          <Logo tone="light" />
          <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="text-white hover:bg-white/10 [&_svg]:size-5"
              >
                <Menu aria-hidden="true" />
                <span className="sr-only">Open admin menu</span>
              </Button>
            </DialogTrigger>
            <DialogContent className="left-0 top-0 h-dvh max-h-none w-72 translate-x-0 translate-y-0 rounded-none bg-ink text-white [&>button]:text-white">
              <DialogTitle className="text-white">Admin menu</DialogTitle>
              <AdminNav onNavigate={() => setMenuOpen(false)} />
            </DialogContent>
          </Dialog>
        </header>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
          <SecondFactorNotice />
          <PageErrorBoundary>
            <Suspense fallback={<PageFallback />}>
              <RequireScreen>
                <Outlet />
              </RequireScreen>
              <HydrationMarker />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </RequireAdmin>
  )
}
