import { lazy, type ReactNode } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { BareLayout } from '@/app/layouts/bare-layout'
import { SiteLayout } from '@/app/layouts/site-layout'
import { pathRedirects } from '@/features/site/lib/redirect-rule'
import { notFoundPage, routeTable, type AppRoute, type Layout } from '@/app/route-table'

const QueryLayout = lazy(() => import('@/app/layouts/query-layout'))
// The portal's guard and sidebar load with the first admin route, never on public pages.
const AdminShell = lazy(() => import('@/app/layouts/admin-shell'))

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

export function AppRoutes() {
  const NotFound = notFoundPage.Component
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
