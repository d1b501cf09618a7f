import { lazyWithPreload } from '@/lib/lazy-with-preload'

// One client for react-query loads lazily with the first data route, so marketing pages never
// download react-query; the portal's guard and sidebar load with the first admin route, never
// on public pages.
export const QueryLayout = lazyWithPreload(
  async () => (await import('@/app/layouts/query-layout')).default,
)
export const AdminShell = lazyWithPreload(
  async () => (await import('@/app/layouts/admin-shell')).default,
)
