import { island } from '@/islands/island'
import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Logo } from '@/components/logo'
import { MobileMenu } from '@/components/mobile-menu'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { loginLink } from '@/content/navigation'

// The desktop menus (Radix) hydrate after the page: their links are in the prerendered HTML
// already, and phones never need them, so they stay off the critical path.
const DesktopMenu = lazy(async () => ({
  default: (await import('@/components/desktop-menu')).DesktopMenu,
}))

export function Navbar() {
  const [mobileOpen, setMobileOpen] = useState(false)

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Logo />
        <Suspense fallback={null}>
          <DesktopMenu />
        </Suspense>
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden md:inline-flex">
            <ExternalLink href={loginLink.href}>{loginLink.label}</ExternalLink>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(true)}
          >
            <Menu className="!size-6" />
          </Button>
        </div>
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  )
}

export const NavbarIsland = island('navbar', Navbar)
