import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { z } from 'zod'
import { adminLiveTopic } from '@/lib/paging/admin-live-topics'

/** An admin table's message: the operation, and the row's columns its topic carries. */
const broadcastChange = z.object({
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  row: z.record(z.string(), z.unknown()).default({}),
})

/** However many events arrive, an open screen reloads at most once a second. */
export const LIVE_REFRESH_MS = 1000
/** How long a write this tab made waits for its realtime echo before it is forgotten. */
export const OWN_ECHO_MS = 10_000

export type LiveEvent = { table: string; eventType: 'INSERT' | 'UPDATE' | 'DELETE' }
/** A change as realtime delivers it: the new row (empty on DELETE) and the old one's identity. */
export type LiveChange = LiveEvent & { new: Record<string, unknown>; old: Record<string, unknown> }

export type LiveSubscriber = {
  /** What the change may have made stale: refetched if on screen, else marked stale. */
  queryKey: QueryKey
  onEvent?: (event: LiveEvent) => void
  /** Whether this change matters to `queryKey` (default: every change does). */
  when?: (change: LiveChange) => boolean
  /**
   * Applies the change to the cached data from its payload instead of a refetch; false when it
   * cannot (then `queryKey` is refetched). A re-subscribe still refetches.
   */
  patch?: (change: LiveChange) => boolean
}

/** A row this tab wrote: its id and, where the table has one, the updated_at it got back. */
export type OwnRow = { id: string; updated_at?: string | null }

/** What the refresher uses of the supabase-js client (a test hands it a fake). */
export type LiveChannel = {
  on(
    type: 'postgres_changes',
    filter: { event: '*'; schema: string; table: string },
    callback: (payload: { eventType: LiveEvent['eventType']; new: object; old: object }) => void,
  ): LiveChannel
  on(
    type: 'broadcast',
    filter: { event: string },
    callback: (message: { payload?: unknown }) => void,
  ): LiveChannel
  subscribe(callback: (status: string) => void): LiveChannel
}
export type Realtime = {
  channel(name: string, options?: { config: { private: boolean } }): LiveChannel
  removeChannel(channel: LiveChannel): Promise<unknown>
}
type TableFeed = { channel: LiveChannel; subscribers: Set<LiveSubscriber>; joined: boolean }
type OwnWrite = { table: string; row: OwnRow; refreshed: QueryKey[]; until: number }
type Pending = { table: string; held: LiveChange[] }

let channelSeq = 0

const rowId = (change: LiveChange) => {
  const id = change.new.id ?? change.old.id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined
}
const sameInstant = (a: unknown, b: string | null | undefined) =>
  typeof a !== 'string' || !b || Date.parse(a) === Date.parse(b)

/**
 * One per query client (so per tab): every screen's live tables share it.
 * - One realtime channel per table, however many components follow the table.
 * - A change marks stale only the keys its table's subscribers named (and only where their
 *   `when` says it matters). The refetch of what is on screen happens at most once every
 *   LIVE_REFRESH_MS for the whole screen, with a trailing one after the last change, and one
 *   after every re-subscribe (a dropped socket may have missed changes), so after a burst or a
 *   reconnect the screen ends on what the database holds.
 * - The echo of a write this tab made (see `write`) does not refetch what the write's mutation
 *   refetched itself: one save, one refetch.
 * Lists refetch rather than patch rows from the payload, which keeps row-level security,
 * filters and order the server's; a subscriber whose data is a plain lookup may patch instead
 * (`patch`: the campaign names, whose topic carries id, name and created_at).
 */
export class LiveRefresher {
  private readonly feeds = new Map<string, TableFeed>()
  private readonly stale = new Map<string, QueryKey>()
  private readonly own: OwnWrite[] = []
  private readonly pending = new Set<Pending>()
  private lastRun = 0
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly queryClient: QueryClient,
    private readonly realtime: Realtime,
  ) {}

  /** Follows `table` for one subscriber; the returned function stops (the last one closes). */
  subscribe(table: string, subscriber: LiveSubscriber): () => void {
    const feed = this.feeds.get(table) ?? this.open(table)
    feed.subscribers.add(subscriber)
    return () => {
      feed.subscribers.delete(subscriber)
      if (feed.subscribers.size > 0 || this.feeds.get(table) !== feed) return
      this.feeds.delete(table)
      void this.realtime.removeChannel(feed.channel)
    }
  }

  /**
   * Runs a write to `table` whose mutation refetches `refreshed` itself. Changes to the table
   * that arrive while it runs wait for it; then the echoes of the rows it returns (same id and
   * updated_at) skip the subscribers whose keys lie under `refreshed`, while anyone else's
   * change still refreshes as usual.
   */
  async write<R>(
    table: string,
    refreshed: QueryKey[],
    run: () => Promise<R>,
    rowsOf: (result: R) => OwnRow[],
  ): Promise<R> {
    const pending: Pending = { table, held: [] }
    this.pending.add(pending)
    let rows: OwnRow[] = []
    try {
      const result = await run()
      rows = rowsOf(result)
      return result
    } finally {
      this.pending.delete(pending)
      const until = Date.now() + OWN_ECHO_MS
      for (const row of rows) this.own.push({ table, row, refreshed, until })
      for (const change of pending.held) this.apply(change)
    }
  }

  private open(table: string): TableFeed {
    const topic = adminLiveTopic(table)
    const feed: TableFeed = {
      channel: topic
        ? this.realtime.channel(topic, { config: { private: true } })
        : this.realtime.channel(`live:${table}:${++channelSeq}`),
      subscribers: new Set(),
      joined: false,
    }
    const received = (change: LiveChange) => {
      for (const subscriber of feed.subscribers)
        subscriber.onEvent?.({ table, eventType: change.eventType })
      const writing = [...this.pending].find((pending) => pending.table === table)
      if (writing) writing.held.push(change)
      else this.apply(change)
    }
    const subscribed = topic
      ? // An admin table broadcasts which table changed and how, with at most a few columns.
        feed.channel.on('broadcast', { event: 'change' }, ({ payload }) => {
          const change = broadcastChange.safeParse(payload).data
          if (!change) return
          const deleted = change.op === 'DELETE'
          received({
            table,
            eventType: change.op,
            new: deleted ? {} : change.row,
            old: deleted ? change.row : {},
          })
        })
      : feed.channel.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) =>
          received({
            table,
            eventType: payload.eventType,
            new: { ...payload.new },
            old: { ...payload.old },
          }),
        )
    subscribed.subscribe((status) => {
      if (status !== 'SUBSCRIBED') return
      if (feed.joined) for (const subscriber of feed.subscribers) this.markStale(subscriber)
      feed.joined = true
    })
    this.feeds.set(table, feed)
    return feed
  }

  private apply(change: LiveChange) {
    const echo = this.takeOwn(change)
    for (const subscriber of this.feeds.get(change.table)?.subscribers ?? []) {
      if (echo?.refreshed.some((key) => partialMatchKey(subscriber.queryKey, key))) continue
      if (!(subscriber.when?.(change) ?? true) || subscriber.patch?.(change)) continue
      this.markStale(subscriber)
    }
  }

  /** The write of this tab that `change` echoes, if any (each write's echo is taken once). */
  private takeOwn(change: LiveChange): OwnWrite | undefined {
    const now = Date.now()
    for (let i = this.own.length - 1; i >= 0; i--)
      if ((this.own[i]?.until ?? 0) < now) this.own.splice(i, 1)
    const id = rowId(change)
    const index = this.own.findIndex(
      (write) =>
        write.table === change.table &&
        write.row.id === id &&
        (change.eventType === 'DELETE' || sameInstant(change.new.updated_at, write.row.updated_at)),
    )
    return index < 0 ? undefined : this.own.splice(index, 1)[0]
  }

  private markStale({ queryKey }: LiveSubscriber) {
    this.stale.set(JSON.stringify(queryKey), queryKey)
    if (this.timer !== undefined) return
    this.timer = setTimeout(
      () => this.refresh(),
      Math.max(0, this.lastRun + LIVE_REFRESH_MS - Date.now()),
    )
  }

  private refresh() {
    this.timer = undefined
    this.lastRun = Date.now()
    const keys = [...this.stale.values()]
    this.stale.clear()
    // A key under another stale key is refetched with it (twice would cancel the first).
    const covered = (key: QueryKey) =>
      keys.some(
        (other) => other !== key && other.length < key.length && partialMatchKey(key, other),
      )
    for (const queryKey of keys.filter((key) => !covered(key))) {
      // A list still on its first load may have read before the change: once more after it.
      for (const query of this.queryClient.getQueryCache().findAll({ queryKey })) {
        if (query.state.data !== undefined || !query.promise) continue
        void query.promise
          .catch(() => undefined)
          .then(() => this.queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }))
      }
      void this.queryClient.invalidateQueries({ queryKey })
    }
  }
}

const refreshers = new WeakMap<QueryClient, LiveRefresher>()

/** The tab's refresher for this query client, made on first use. */
export function liveRefresherFor(queryClient: QueryClient, realtime: Realtime): LiveRefresher {
  let refresher = refreshers.get(queryClient)
  if (!refresher) {
    refresher = new LiveRefresher(queryClient, realtime)
    refreshers.set(queryClient, refresher)
  }
  return refresher
}
