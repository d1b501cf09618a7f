import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router-dom'
import { routeTable } from '@/app/route-table'

/** The route that renders a path, if any. */
export const routeFor = (pathname: string) => routeTable.find((r) => matchPath(r.path, pathname))

/** Starts the first reads of the path's page (its module's `prefetch`), if it has any. */
export function prefetchRouteData(
  { pathname, search }: { pathname: string; search: string },
  client: QueryClient,
): void {
  void routeFor(pathname)
    ?.page.prefetch(client, new URLSearchParams(search))
    .catch(() => undefined)
}
