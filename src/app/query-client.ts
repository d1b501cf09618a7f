import { MutationCache, QueryClient } from '@tanstack/react-query'

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
        // sonner loads with the toaster, after hydration: public data pages do not wait for it.
        if (!mutation.meta?.handlesErrors)
          void import('sonner').then(({ toast }) => toast.error(error.message))
      },
    }),
    // The spec's query defaults (§9): no refetch on window focus, one retry.
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  })
