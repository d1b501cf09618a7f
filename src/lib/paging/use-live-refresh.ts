import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { supabase } from '@/lib/supabase'
import {
  liveRefresherFor,
  type LiveRefresher,
  type LiveSubscriber,
} from '@/lib/paging/live-refresher'

export { LIVE_REFRESH_MS, type LiveChange, type LiveEvent } from '@/lib/paging/live-refresher'

/** The subscriber's optional hooks (`onEvent`, `when`, `patch`: see LiveSubscriber). */
type LiveOptions = Omit<LiveSubscriber, 'queryKey'>

/**
 * Keeps what an open screen shows of `table` current (spec §4: admin lists follow every change)
 * without reloading the world: a change refetches the queries under `queryKey` that are on
 * screen (the visible page, its counts), at most once a second for the whole screen, and once
 * after a burst or a reconnect (see LiveRefresher). Components following the same table share
 * one channel. Pass the functions as stable references (useCallback or module level).
 */
export function useLiveRefresh(table: string, queryKey: QueryKey, options: LiveOptions = {}) {
  const queryClient = useQueryClient()
  const keyHash = JSON.stringify(queryKey)
  const { onEvent, when, patch } = options
  useEffect(() => {
    const parsed: unknown = JSON.parse(keyHash)
    const key = Array.isArray(parsed) ? parsed : [parsed]
    return liveRefresherFor(queryClient, supabase).subscribe(table, {
      queryKey: key,
      onEvent,
      when,
      patch,
    })
  }, [queryClient, table, keyHash, onEvent, when, patch])
}

/** The tab's refresher, for mutations whose own echo must not refetch twice (`write`). */
export function useLiveWrites(): LiveRefresher {
  return liveRefresherFor(useQueryClient(), supabase)
}
