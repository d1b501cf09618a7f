import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { portalRoleOptions } from '@/features/auth/api/is-admin'
import { assuranceOptions } from '@/features/auth/api/mfa'
import { useSession } from '@/features/auth/api/use-session'
import { NoAdminAccess } from '@/app/guards/no-admin-access'
import { prefetchRouteData } from '@/app/route-data'
import { dashboardMessages } from '@/features/admin/lib/messages'

function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  )
}

/**
 * The protected-route guard (spinner while the session is checked, /admin-login
 * without one), plus the admin check: a session alone is not an admin (admin_users).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession()
  const userId = session && session !== 'loading' ? session.user.id : ''
  const isAdmin = useQuery({ ...portalRoleOptions(userId), enabled: userId !== '' })
  // An account with a second factor opens the portal only after its code (the login page asks).
  const assurance = useQuery({
    ...assuranceOptions(session && session !== 'loading' ? session : null),
    enabled: userId !== '',
  })
  const queryClient = useQueryClient()
  const { pathname, search } = useLocation()
  const checking = userId !== '' && isAdmin.isPending
  // The page's first reads start beside the admin check instead of after it; the page itself
  // shows only once the check passes, and row-level security refuses those reads to anyone else.
  useEffect(() => {
    if (checking) prefetchRouteData({ pathname, search }, queryClient)
  }, [checking, pathname, search, queryClient])

  if (session === 'loading') return <FullPageSpinner label="Checking your session…" />
  if (!session) return <Navigate to="/admin-login" replace />
  if (assurance.isPending) return <FullPageSpinner label="Checking your session…" />
  if (assurance.data?.needsCode) return <Navigate to="/admin-login" replace />
  if (isAdmin.isPending) return <FullPageSpinner label="Checking your access…" />
  if (isAdmin.isError)
    return (
      <div className="mx-auto max-w-lg px-4 py-24">
        <ErrorNotice
          title={dashboardMessages.authErrorTitle}
          message={dashboardMessages.authErrorMessage}
          detail={isAdmin.error.message}
          onRetry={() => void isAdmin.refetch()}
        />
      </div>
    )
  if (!isAdmin.data) return <NoAdminAccess email={session.user.email} />
  return children
}
