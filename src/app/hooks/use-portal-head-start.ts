import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { prefetchRouteData, routeFor } from '@/app/route-data'
import { portalRoleOptions } from '@/features/auth/api/is-admin'
import { onSignedInWithoutCode } from '@/features/auth/api/sign-in'

/**
 * On a page that leads to the portal (the sign-in), a sign-in starts the portal's role check and
 * its first page's reads at once, while the sign-in page still renders its way to the portal,
 * instead of after the portal's guard has mounted. An account whose session still needs its
 * second factor waits for the code: the reads start with the portal then.
 */
export function usePortalHeadStart(): void {
  const client = useQueryClient()
  const { pathname } = useLocation()
  useEffect(() => {
    const next = routeFor(pathname)?.leadsTo
    if (!next || routeFor(next)?.layout !== 'admin') return
    return onSignedInWithoutCode(client, (session) => {
      void client.prefetchQuery(portalRoleOptions(session.user.id))
      prefetchRouteData({ pathname: next, search: '' }, client)
    })
  }, [client, pathname])
}
