import { ArrowLeft, LogOut } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
import { useLogout } from '@/features/auth/hooks/use-logout'
import { usePortalRole } from '@/features/auth/hooks/use-portal-role'
import { adminNavItems, mayOpen } from '@/features/admin/lib/nav-items'
import { cn } from '@/lib/utils'

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-white/75 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/60'

/** The portal's navigation: the sidebar on desktop, the menu sheet on phones. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, hash } = useLocation()
  const { logout, isPending } = useLogout()
  const role = usePortalRole()
  // Until the role is known, only the items every role sees.
  const items = adminNavItems.filter((item) =>
    role === null ? !item.allowed : mayOpen(item, role),
  )
  const isCurrent = (to: string) => {
    const [path, anchor] = to.split('#')
    return path === pathname && (anchor ? hash === `#${anchor}` : !hash)
  }
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-1">
      {items.map(({ label, to, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          onClick={onNavigate}
          aria-current={isCurrent(to) ? 'page' : undefined}
          className={cn(
            itemClass,
            'aria-[current=page]:bg-white/15 aria-[current=page]:text-white',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </Link>
      ))}
      <div className="mt-auto grid gap-1 border-t border-white/10 pt-3">
        <button type="button" onClick={logout} disabled={isPending} className={itemClass}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </button>
        <Link to="/" onClick={onNavigate} className={itemClass}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Site
        </Link>
      </div>
    </nav>
  )
}
