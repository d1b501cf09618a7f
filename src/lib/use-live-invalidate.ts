import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { supabase } from '@/lib/supabase'

let channelSeq = 0

export type LiveEvent = { table: string; eventType: 'INSERT' | 'UPDATE' | 'DELETE' }

/**
 * Refetches `queryKey` on any realtime change to `table` (spec §4: admin lists refetch on
 * any change). It invalidates rather than patching the cache, so RLS and ordering stay the
 * server's, and removes its channel on unmount. react-query folds an invalidation into a
 * first load still in flight, so a change made while a list first loads (a campaign created
 * as the page opens) refetches once that load is done.
 */
export function useLiveInvalidate(
  table: string,
  queryKey: QueryKey,
  onEvent?: (event: LiveEvent) => void,
) {
  const queryClient = useQueryClient()
  const keyHash = JSON.stringify(queryKey)
  useEffect(() => {
    const key: unknown = JSON.parse(keyHash)
    const channel = supabase
      .channel(`live:${table}:${++channelSeq}`)
      .on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
        onEvent?.({ table, eventType: payload.eventType })
        const queryKey = Array.isArray(key) ? key : [key]
        for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
          if (query.state.data !== undefined || !query.promise) continue
          void query.promise
            .catch(() => undefined)
            .then(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }))
        }
        void queryClient.invalidateQueries({ queryKey })
      })
      .subscribe()
    return () => {
      void supabase.removeChannel(channel)
    }
  }, [queryClient, table, keyHash, onEvent])
}
