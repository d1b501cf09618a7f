import { MutationCache, QueryClient } from '@tanstack/react-query'
import { reportError } from '@/lib/report-error'

interface AppMeta extends Record<string, unknown> {
  /** The caller shows this mutation's errors itself (a form under its fields, a custom toast). */
  handlesErrors?: boolean
}
declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: AppMeta
  }
}

export const createQueryClient = () =>
  new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) reportError(error.message, { cause: error })
      },
    }),
    // Query defaults: no refetch on window focus, and a failed query is tried once more.
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  })
