import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

/**
 * useLiveInvalidate, plus one case it misses: react-query folds an invalidation into a first
 * load that is still in flight, so a change made while the list was first loading (a campaign
 * created as the page opens) would not show. Such a change refetches once that load is done.
 */
export function useLiveList(table: string, queryKey: QueryKey) {
  const queryClient = useQueryClient()
  const keyHash = JSON.stringify(queryKey)
  const onEvent = useCallback(() => {
    const key: unknown = JSON.parse(keyHash)
    const filters = { queryKey: Array.isArray(key) ? key : [key] }
    for (const query of queryClient.getQueryCache().findAll(filters)) {
      if (query.state.data !== undefined || !query.promise) continue
      void query.promise
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }))
    }
  }, [queryClient, keyHash])
  useLiveInvalidate(table, queryKey, onEvent)
}
