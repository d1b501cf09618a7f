import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { supabase } from '@/lib/supabase'

let channelSeq = 0

export type LiveEvent = { table: string; eventType: 'INSERT' | 'UPDATE' | 'DELETE' }

/** However many events arrive, the open screen reloads at most once a second. */
export const LIVE_REFRESH_MS = 1000

/**
 * Keeps what an open screen shows of `table` current (spec §4: admin lists follow every change)
 * without reloading the world: a realtime change refetches only the queries under `queryKey`
 * that are on screen (react-query refetches active queries; the others are only marked stale),
 * i.e. the visible page and its counts, never a whole table. Refetches are throttled to one per
 * LIVE_REFRESH_MS with a trailing one after the last event, and one follows every re-subscribe
 * (a dropped socket may have missed events), so after a burst or a reconnect the screen ends on
 * what the database holds. Refetching instead of patching keeps RLS, filters and order the
 * server's. A change made while a list first loads refetches once that load is done.
 */
export function useLiveRefresh(
  table: string,
  queryKey: QueryKey,
  onEvent?: (event: LiveEvent) => void,
) {
  const queryClient = useQueryClient()
  const keyHash = JSON.stringify(queryKey)
  useEffect(() => {
    const parsed: unknown = JSON.parse(keyHash)
    const key = Array.isArray(parsed) ? parsed : [parsed]
    let lastRun = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      timer = undefined
      lastRun = Date.now()
      for (const query of queryClient.getQueryCache().findAll({ queryKey: key })) {
        if (query.state.data !== undefined || !query.promise) continue
        void query.promise
          .catch(() => undefined)
          .then(() => queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }))
      }
      void queryClient.invalidateQueries({ queryKey: key })
    }
    const schedule = () => {
      if (timer !== undefined) return
      timer = setTimeout(refresh, Math.max(0, lastRun + LIVE_REFRESH_MS - Date.now()))
    }
    let joined = false
    const channel = supabase
      .channel(`live:${table}:${++channelSeq}`)
      .on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
        onEvent?.({ table, eventType: payload.eventType })
        schedule()
      })
      .subscribe((status) => {
        if (status !== 'SUBSCRIBED') return
        if (joined) schedule()
        joined = true
      })
    return () => {
      clearTimeout(timer)
      void supabase.removeChannel(channel)
    }
  }, [queryClient, table, keyHash, onEvent])
}
