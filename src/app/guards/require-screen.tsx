import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { portalRoleLabels } from '@shared/portal-roles'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { usePortalRole } from '@/features/auth/hooks/use-portal-role'
import { screenGuardMessages } from '@/features/admin/lib/messages'
import { firstScreenFor, mayOpen, screenAt } from '@/features/admin/lib/nav-items'

/**
 * The portal's per-role screen guard: a screen the nav does not offer the signed-in role (a
 * writer typing /admin-portal/orders) says so, with a link to a screen the role can use, instead
 * of the page's shell with nothing in it (the database returns that role no rows). The rules
 * are the nav's own (nav-items.ts); the database stays the guard of the data.
 */
export function RequireScreen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const role = usePortalRole()
  const screen = screenAt(pathname)
  // RequireAdmin has read the role before the shell renders; unknown paths are the router's.
  if (role === null || !screen || mayOpen(screen, role)) return children
  const back = firstScreenFor(role)
  return (
    <Card className="mx-auto mt-8 grid max-w-md justify-items-center gap-4 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-bold">{screenGuardMessages.refused(portalRoleLabels[role])}</h1>
      <Button asChild>
        <Link to={back.to}>{screenGuardMessages.goTo(back.label)}</Link>
      </Button>
    </Card>
  )
}
