import { AdminShell, QueryLayout } from '@/app/layouts/lazy-layouts'
import { routeFor } from '@/app/route-data'

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
