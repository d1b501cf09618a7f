import { island } from '@/islands/island'
import { useEffect, useRef } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { serviceTabs, servicesCopy } from '@/content/marketing-services'
import { cn } from '@/lib/utils'

/**
 * Links between the /marketing/* pages. They are routes, not in-page panels, so this is a
 * nav with aria-current (set by NavLink) rather than an ARIA tablist.
 */
export function ServicesTabBar() {
  const listRef = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()

  // On phones the row scrolls sideways: bring the current page's tab into view.
  useEffect(() => {
    const list = listRef.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !active) return
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2
  }, [pathname])

  return (
    <nav
      aria-label={servicesCopy.tabBarLabel}
      className="sticky top-16 z-30 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="container">
        <ul
          ref={listRef}
          className="relative flex gap-1 overflow-x-auto [scrollbar-width:none] md:justify-center [&::-webkit-scrollbar]:hidden"
        >
          {serviceTabs.map((tab) => (
            <li key={tab.href} className="shrink-0">
              <NavLink
                to={tab.href}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-12 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium transition-colors focus-visible:ring-inset focus-visible:ring-offset-0',
                    isActive
                      ? 'border-primary text-primary'
                      : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}

export const ServicesTabBarIsland = island('services-tab-bar', ServicesTabBar)
