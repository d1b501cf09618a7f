import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { supabase } from '@/lib/supabase'
import { liveRefresherFor, type LiveSubscriber, type OwnRow } from '@/lib/paging/live-refresher'

export { LIVE_REFRESH_MS, type LiveChange, type LiveEvent } from '@/lib/paging/live-refresher'

/** The subscriber's optional hooks (`onEvent`, `when`, `patch`: see LiveSubscriber). */
type LiveOptions = Omit<LiveSubscriber, 'queryKey'>

/**
 * Keeps what an open screen shows of `table` current (admin lists follow every change)
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

/**
 * Mutation options for a write to `table` that refetches `refreshed` itself as soon as the
 * database answers (so the screen closes onto fresh data, realtime or not), while the write's
 * own realtime echo skips those keys (LiveRefresher.write): one change, one refetch. `rowsOf`
 * names the rows written (id, and updated_at where the answer has it) so the echo is known.
 */
export function useLiveWriteOptions<V, R>(
  table: string,
  refreshed: QueryKey[],
  run: (variables: V) => Promise<R>,
  rowsOf: (result: R) => OwnRow[],
) {
  const queryClient = useQueryClient()
  const live = liveRefresherFor(queryClient, supabase)
  return {
    mutationFn: (variables: V) => live.write(table, refreshed, () => run(variables), rowsOf),
    onSuccess: () =>
      Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  }
}
