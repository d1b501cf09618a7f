import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router-dom'
import { AdminShell, QueryLayout } from '@/app/layouts/lazy-layouts'
import { routeTable } from '@/app/route-table'

/** The route that renders a path, if any. */
export const routeFor = (pathname: string) => routeTable.find((r) => matchPath(r.path, pathname))

/**
 * Starts loading every chunk a path renders (its page, QueryLayout, the portal's shell) at
 * once, instead of each one after the chunk that renders it has arrived. A path no route
 * matches loads nothing; a chunk that fails here is loaded (and reported) again by its render.
 */
export function preloadRoute(pathname: string): void {
  const route = routeFor(pathname)
  if (!route) return
  const loads = [route.page.Component.preload()]
  if (route.data) loads.push(QueryLayout.preload())
  if (route.layout === 'admin') loads.push(AdminShell.preload())
  void Promise.all(loads).catch(() => undefined)
}

/** Starts the first reads of the path's page (its module's `prefetch`), if it has any. */
export function prefetchRouteData(
  { pathname, search }: { pathname: string; search: string },
  client: QueryClient,
): void {
  void routeFor(pathname)
    ?.page.prefetch(client, new URLSearchParams(search))
    .catch(() => undefined)
}
