import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Logo } from '@/components/logo'
import { SmartLink } from '@/components/smart-link'
import { Button } from '@/components/ui/button'
import { billingLink, blogLink, loginLink, navGroups } from '@/content/navigation'

type MobileMenuProps = { open: boolean; onClose: () => void }

const linkClass = 'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted'

/** Full-screen overlay under 768 px: locks page scrolling, closes on Escape or on a link. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const previousOverflow = document.body.style.overflow
    const previousFocus = document.activeElement
    document.body.style.overflow = 'hidden'
    closeRef.current?.focus()
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', handleKey)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('keydown', handleKey)
      if (previousFocus instanceof HTMLElement) previousFocus.focus()
    }
  }, [open, onClose])

  if (!open) return null

  return (
    <div
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-white md:hidden"
    >
      <div className="container flex h-16 shrink-0 items-center justify-between border-b">
        <Logo />
        <Button
          ref={closeRef}
          variant="ghost"
          size="icon"
          aria-label="Close menu"
          onClick={onClose}
        >
          <X className="!size-6" />
        </Button>
      </div>
      <nav aria-label="Mobile" className="container flex-1 overflow-y-auto py-4">
        {navGroups.map((group) => (
          <section key={group.label} className="mb-4">
            <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              {group.label}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href + link.label}>
                  <SmartLink link={link} className={linkClass} onClick={onClose} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ul className="border-t pt-4">
          {[blogLink, billingLink].map((link) => (
            <li key={link.label}>
              <SmartLink link={link} className={linkClass} onClick={onClose} />
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-4 w-full">
          <SmartLink link={loginLink} onClick={onClose} />
        </Button>
      </nav>
    </div>
  )
}
