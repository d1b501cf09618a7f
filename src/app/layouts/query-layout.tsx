import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router-dom'
import { createQueryClient } from '@/app/query-client'
import { usePortalHeadStart } from '@/app/hooks/use-portal-head-start'

// One client for the page's lifetime. This module loads lazily with the first data route,
// so marketing pages never download react-query.
const queryClient = createQueryClient()

/** Inside the client's provider: the sign-in's head start uses it. */
function PortalHeadStart() {
  usePortalHeadStart()
  return null
}

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <PortalHeadStart />
      <Outlet />
    </QueryClientProvider>
  )
}
