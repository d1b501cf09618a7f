import { Navigate, Route, Routes } from 'react-router-dom'
import { BareLayout } from '@/app/layouts/bare-layout'
import { SiteLayout } from '@/app/layouts/site-layout'
import { notFoundPage, routeTable } from '@/app/route-table'

export function AppRoutes() {
  const NotFound = notFoundPage.Component
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeTable
          .filter((r) => r.layout === 'site')
          .map(({ path, page: { Component } }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        <Route path="/marketing" element={<Navigate to="/marketing/social-media" replace />} />
        <Route path="/gmb" element={<Navigate to="/gmb-tank-tracking" replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<BareLayout />}>
        {routeTable
          .filter((r) => r.layout === 'bare')
          .map(({ path, page: { Component } }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
      </Route>
    </Routes>
  )
}
