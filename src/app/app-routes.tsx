import { useEffect, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { BareLayout } from '@/app/layouts/bare-layout'
import { AdminShell, QueryLayout } from '@/app/layouts/lazy-layouts'
import { SiteLayout } from '@/app/layouts/site-layout'
import { pathRedirects } from '@/features/site/lib/redirect-rule'
import { preloadRoute } from '@/app/preload-route'
import { routeFor } from '@/app/route-data'
import { notFoundPage, routeTable, type AppRoute, type Layout } from '@/app/route-table'

const toRoute = ({ path, page: { Component } }: AppRoute) => (
  <Route key={path} path={path} element={<Component />} />
)

/** A layout's routes: those without data directly, those with data inside QueryLayout. */
function routesFor(layout: Layout): ReactNode {
  const routes = routeTable.filter((r) => r.layout === layout)
  return (
    <>
      {routes.filter((r) => !r.data).map(toRoute)}
      <Route element={<QueryLayout />}>{routes.filter((r) => r.data).map(toRoute)}</Route>
    </>
  )
}

/** Once a page is shown, the chunks of the page it leads to (its route's `leadsTo`) load. */
function usePreloadNext() {
  const { pathname } = useLocation()
  useEffect(() => {
    const next = routeFor(pathname)?.leadsTo
    if (next) preloadRoute(next)
  }, [pathname])
}

export function AppRoutes() {
  const NotFound = notFoundPage.Component
  usePreloadNext()
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routesFor('site')}
        {pathRedirects.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<BareLayout />}>{routesFor('bare')}</Route>
      <Route element={<QueryLayout />}>
        <Route element={<AdminShell />}>
          {routeTable.filter((r) => r.layout === 'admin').map(toRoute)}
        </Route>
      </Route>
    </Routes>
  )
}
