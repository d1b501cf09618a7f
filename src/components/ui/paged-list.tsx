import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ErrorNotice } from '@/components/ui/error-notice'
import { TextField } from '@/components/ui/form-field'
import { Pager } from '@/components/ui/pager'
import type { usePagedList } from '@/lib/paging/use-paged-list'
import { cn } from '@/lib/utils'

type PagedList<T> = Pick<ReturnType<typeof usePagedList<T>>, 'rows' | 'pager' | 'q' | 'paged'>

/**
 * The pause after the last key before the list searches. Every search is one indexed call of
 * some tens of milliseconds and only the newest answer is shown, so the pause only has to skip
 * the keys of a word typed in one go (a key every 100 ms or so); 300 ms made every search wait.
 */
const SEARCH_DELAY_MS = 150

/**
 * A list's search box. It searches as the admin types (after a short pause) and at once on
 * Enter; the text comes back from the address on back/forward without losing what is typed.
 */
export function SearchField({
  id,
  label,
  listName,
  value,
  placeholder,
  onSearch,
  className,
}: {
  id: string
  label: string
  /** Names the search landmark ("Posts"): a screen has several, each needs its own name. */
  listName: string
  value: string
  placeholder?: string
  onSearch: (text: string) => void
  className?: string
}) {
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState(value)
  // The address changed under us (back, forward, a link): show its search, unless it is ours.
  if (value !== seen) {
    setSeen(value)
    if (value !== sent.trim()) setText(value)
  }
  const send = (next: string) => {
    setSent(next)
    if (next.trim() !== value) onSearch(next)
  }
  const timer = useRef<number>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const change = (next: string) => {
    setText(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => send(next), SEARCH_DELAY_MS)
  }
  return (
    <form
      role="search"
      aria-label={listName}
      className={cn('w-full sm:w-72', className)}
      onSubmit={(event) => {
        event.preventDefault()
        window.clearTimeout(timer.current)
        send(text)
      }}
    >
      <TextField
        id={id}
        label={label}
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
      />
    </form>
  )
}

export function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded bg-muted/60" />
      ))}
    </div>
  )
}

type PagedViewProps<T> = {
  list: PagedList<T>
  /** The list's name for the pager's landmark, e.g. "Registrations". */
  label: string
  loading: ReactNode
  errorMessage: string
  /** Shown when the list has no rows at all (no search, newest page). */
  empty: ReactNode
  /** "registrations", for "No registrations match “x”." */
  noun: string
  summary?: ReactNode
  /** The list repeats in cards: its pager is a named group, not a landmark (see Pager). */
  inCard?: boolean
  children: (rows: T[]) => ReactNode
}

/** A server-paged list's states: loading, error with retry, empty (honestly worded), rows + pager. */
export function PagedView<T>({
  list,
  label,
  loading,
  errorMessage,
  empty,
  noun,
  summary,
  inCard,
  children,
}: PagedViewProps<T>) {
  const { rows, pager, q, paged } = list
  if (rows.isPending) return loading
  if (rows.isError)
    return (
      <ErrorNotice
        message={errorMessage}
        detail={rows.error.message === errorMessage ? undefined : rows.error.message}
        onRetry={() => void rows.refetch()}
      />
    )
  const shown = rows.data.rows
  const none = q ? `No ${noun} match “${q}”.` : paged ? `No ${noun} on this page.` : null
  return (
    // min-w-0: a wide table scrolls inside its card instead of widening the grid it sits in.
    <div
      aria-busy={pager.busy}
      className={cn('min-w-0', pager.busy && 'opacity-60 transition-opacity')}
    >
      {shown.length === 0 ? (
        <div className="text-sm text-muted-foreground">{none ?? empty}</div>
      ) : (
        children(shown)
      )}
      <Pager
        label={`${label} pages`}
        summary={shown.length > 0 ? summary : undefined}
        pager={pager}
        paged={paged}
        inCard={inCard}
      />
    </div>
  )
}

/**
 * "1,234 registrations", "12 matching": a list's total for its summary line. Where the count
 * is PostgREST's `estimated` one (exact up to max_rows, 1,000; the planner's guess past it), a
 * number past 1,000 reads "about".
 */
export function countSummary(
  count: number | null | undefined,
  noun: string,
  { searching, estimated = false }: { searching: boolean; estimated?: boolean },
): string | undefined {
  if (count === null || count === undefined) return undefined
  const about = estimated && count > 1000 ? 'about ' : ''
  const what = searching ? 'matching' : count === 1 ? noun.replace(/s$/, '') : noun
  return `${about}${count.toLocaleString('en-US')} ${what}`
}
