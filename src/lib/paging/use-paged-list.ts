import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import {
  decodeCursor,
  encodeCursor,
  toKeysetPage,
  type Cursor,
  type KeysetPage,
  type Position,
} from '@/lib/paging/keyset'
import { JUST_READ_MS } from '@/lib/query-freshness'

/** What a list's fetchers get: the search text, the filters and where the page is. */
export type ListRequest<F extends string> = {
  q: string
  /** A filter's value from the address ('' when unset). */
  filter: (name: F) => string
  position: Position
  /** Offset lists (storage): the 1-based page. */
  page: number
  size: number
}

export type PagedListOptions<T, F extends string = never> = {
  /** Starts with the table's name, so a realtime change to the table refreshes the list. */
  queryKey: QueryKey
  size: number
  /** Names the list's parameters in the address when one page holds several lists. */
  prefix?: string
  filters?: readonly F[]
  /**
   * `keyset` (tables): the rows older/newer than a cursor, `size + 1` of them, in the order
   * asked. `offset` (storage listings): the rows of the page, `size + 1` of them.
   */
  mode?: 'keyset' | 'offset'
  fetchPage: (request: ListRequest<F>) => Promise<T[]>
  /** The total for the search and filters (not the position); omit where counting is slow. */
  fetchCount?: (request: ListRequest<F>) => Promise<number | null>
  cursorOf?: (row: T) => Cursor
}

const byCreatedAt = (row: unknown): Cursor => {
  const at = typeof row === 'object' && row !== null ? Reflect.get(row, 'created_at') : null
  const id = typeof row === 'object' && row !== null ? Reflect.get(row, 'id') : null
  return { at: String(at), id: String(id) }
}

const PAGE = /^[1-9]\d{0,6}$/

/**
 * What a list shows at the address's parameters: its search, filters and position, and the
 * queries of its page and its count. The hook reads these queries and a prefetch starts them.
 */
function listAt<T, F extends string>(options: PagedListOptions<T, F>, params: URLSearchParams) {
  const { queryKey, size, prefix = '', filters = [], mode = 'keyset' } = options
  const { fetchPage, fetchCount } = options
  const name = (key: string) => `${prefix}${key}`

  const q = params.get(name('q'))?.trim() ?? ''
  const filterValues: Record<string, string> = Object.fromEntries(
    filters.map((key) => [key, params.get(name(key)) ?? '']),
  )
  const after = decodeCursor(params.get(name('after')))
  const before = decodeCursor(params.get(name('before')))
  const position: Position =
    mode === 'offset'
      ? null
      : after
        ? { dir: 'older', cursor: after }
        : before
          ? { dir: 'newer', cursor: before }
          : null
  const rawPage = params.get(name('page')) ?? '1'
  const page = mode === 'offset' && PAGE.test(rawPage) ? Number(rawPage) : 1
  const criteria = { q, filters: filterValues }
  const requestFor = (at: { position: Position; page: number }): ListRequest<F> => ({
    q: criteria.q,
    filter: (key) => criteria.filters[key] ?? '',
    size,
    ...at,
  })
  const countRows = fetchCount ?? (() => Promise.resolve(null))
  return {
    name,
    q,
    filter: (key: F) => filterValues[key] ?? '',
    position,
    page,
    rows: queryOptions({
      queryKey: [...queryKey, 'page', criteria, mode, position, page, size],
      queryFn: async (): Promise<KeysetPage<T>> => {
        const fetched = await fetchPage(requestFor({ position, page }))
        if (mode === 'keyset') return toKeysetPage(fetched, size, position)
        return { rows: fetched.slice(0, size), hasOlder: fetched.length > size, hasNewer: page > 1 }
      },
      staleTime: JUST_READ_MS,
    }),
    count: queryOptions({
      queryKey: [...queryKey, 'count', criteria],
      queryFn: () => countRows(requestFor({ position: null, page: 1 })),
      staleTime: JUST_READ_MS,
    }),
  }
}

/** Starts reading the list's page (and count) at `params`, before the list renders. */
export function prefetchPagedList<T, F extends string = never>(
  client: QueryClient,
  options: PagedListOptions<T, F>,
  params: URLSearchParams,
) {
  const list = listAt(options, params)
  void client.prefetchQuery(list.rows)
  if (options.fetchCount) void client.prefetchQuery(list.count)
}

/**
 * One admin list paged on the server, with its search, filters and page in the address
 * (`?q=`, `?status=`, `?after=` / `?before=` or `?page=`), so reload, back and a shared link
 * keep the place. Typing a search replaces the history entry; paging and filters push one.
 * A new search or filter starts at the newest page. While the next page loads, the current
 * one stays (marked stale) instead of a skeleton.
 */
export function usePagedList<T, F extends string = never>(options: PagedListOptions<T, F>) {
  const { mode = 'keyset', cursorOf = byCreatedAt } = options
  const [params, setParams] = useSearchParams()
  const { name, q, filter, position, page, ...queries } = listAt(options, params)

  const rows = useQuery({ ...queries.rows, placeholderData: keepPreviousData })
  const count = useQuery({ ...queries.count, enabled: Boolean(options.fetchCount) })

  /** The address parameters with some of this list's changed; the others are kept. */
  const changed = (base: URLSearchParams, changes: Record<string, string | null>) => {
    const next = new URLSearchParams(base)
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(name(key), value)
      else next.delete(name(key))
    }
    return next
  }
  const search = (changes: Record<string, string | null>) => {
    const text = changed(params, changes).toString()
    return text ? `?${text}` : '?'
  }
  const atStart = { after: null, before: null, page: null }
  // From the address as it is when applied: a search typed a moment ago keeps later changes.
  const go = (changes: Record<string, string | null>, replace: boolean) =>
    setParams((current) => changed(current, changes), { replace, preventScrollReset: true })

  const shown = rows.data?.rows ?? []
  const first = shown[0]
  const last = shown[shown.length - 1]
  const hrefs = {
    newest: search(atStart),
    newer:
      mode === 'offset'
        ? search({ ...atStart, page: page > 2 ? String(page - 1) : null })
        : first && search({ ...atStart, before: encodeCursor(cursorOf(first)) }),
    older:
      mode === 'offset'
        ? search({ ...atStart, page: String(page + 1) })
        : last && search({ ...atStart, after: encodeCursor(cursorOf(last)) }),
  }

  return {
    q,
    filter,
    /** True on any page but the newest: the empty text then says "nothing older". */
    paged: position !== null || page > 1,
    setQuery: (text: string) => go({ ...atStart, q: text.trim() || null }, true),
    setFilter: (filter: F, value: string) => go({ ...atStart, [filter]: value || null }, false),
    rows,
    count,
    pager: {
      hasNewer: rows.data?.hasNewer ?? false,
      hasOlder: rows.data?.hasOlder ?? false,
      hrefs,
      busy: rows.isPlaceholderData,
    },
  }
}
