import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import { SmartLink } from '@/components/smart-link'
import { billingLink, blogLink, navGroups } from '@/content/navigation'

// Hover timing: open after 200 ms, skip the delay for 300 ms after a menu
// closes. The 150 ms close delay is Radix's own fixed close timer.
const OPEN_DELAY_MS = 200
const SKIP_DELAY_MS = 300

// The gap kept between an open panel and the window's right edge.
const VIEWPORT_MARGIN_PX = 16

/**
 * Each panel opens under its own trigger (its item is the positioned box). Where that would run
 * past the window's right edge (the last menus on a narrow desktop), the panel moves left just
 * enough to fit, still covering its trigger.
 */
function keepInsideWindow(panel: HTMLDivElement | null) {
  if (!panel) return
  panel.style.removeProperty('left')
  const overflow =
    panel.getBoundingClientRect().right -
    (document.documentElement.clientWidth - VIEWPORT_MARGIN_PX)
  if (overflow > 0) panel.style.left = `${-overflow}px`
}

const topLinkClass =
  'inline-flex h-10 items-center gap-0.5 whitespace-nowrap rounded-md px-1.5 text-[13px] font-medium lg:px-2 lg:text-sm xl:px-3 text-foreground/80 transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted'

export function DesktopMenu() {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {navGroups.map((group) => (
          <NavigationMenu.Item key={group.label} value={group.label} className="relative">
            <NavigationMenu.Trigger className={topLinkClass}>
              {group.label}
              <ChevronDown aria-hidden="true" className="hidden size-3.5 xl:block" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              ref={keepInsideWindow}
              className="absolute left-0 top-full mt-2 w-[22rem] rounded-lg border bg-white p-2 shadow-xl"
            >
              <ul className="grid gap-1">
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <NavigationMenu.Link asChild>
                      <SmartLink link={link} className="block rounded-md px-3 py-2 hover:bg-muted">
                        <span className="block text-sm font-semibold">{link.label}</span>
                        {link.description && (
                          <span className="block text-xs text-muted-foreground">
                            {link.description}
                          </span>
                        )}
                      </SmartLink>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {[blogLink, billingLink].map((link) => (
          <NavigationMenu.Item key={link.label}>
            <NavigationMenu.Link asChild>
              <SmartLink link={link} className={topLinkClass} />
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
