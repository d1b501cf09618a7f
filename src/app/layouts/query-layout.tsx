import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router-dom'
import { createQueryClient } from '@/app/query-client'

// One client for the page's lifetime. This module loads lazily with the first data route,
// so marketing pages never download react-query.
const queryClient = createQueryClient()

export default function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
