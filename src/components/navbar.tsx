import { DesktopMenuIsland } from '@/components/lazy-desktop-menu'
import { Logo } from '@/components/logo'
import { MobileMenuIsland } from '@/components/mobile-menu-button'
import { Button } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { loginLink } from '@/content/navigation'

/**
 * The site's header. The logo and Login are plain links; only the two menus need JavaScript,
 * each an island of its own that hydrates only where it is displayed: the desktop menu from
 * 768 px, the menu button below (src/islands/main.tsx), so a phone never runs the Radix menu.
 */
export function Navbar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container flex h-16 items-center justify-between gap-2 lg:gap-4">
        <Logo />
        <DesktopMenuIsland />
        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden md:inline-flex">
            <ExternalLink href={loginLink.href}>{loginLink.label}</ExternalLink>
          </Button>
          <MobileMenuIsland />
        </div>
      </div>
    </header>
  )
}
