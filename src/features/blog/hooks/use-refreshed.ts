import { useEffect, useState } from 'react'
import { retryOnce } from '@/lib/retry-once'

type Refreshed<T> = {
  /** What the page shows: what it arrived with, then what the last read returned. */
  data: T | undefined
  /** The last read failed; the page keeps `data` if it has any. */
  failed: boolean
  retry: () => void
}

/**
 * Data a public page arrived with (prerendered, or none), read again once in the browser: the
 * blog's lists and posts change after the build. A read that fails twice (the one retry)
 * keeps what is on screen. No react-query here: the blog pages hydrate as islands, where every
 * kilobyte counts.
 */
export function useRefreshed<T>(key: string, read: () => Promise<T>, initial: T | undefined) {
  const [state, setState] = useState<{ key: string; data: T | undefined; failed: boolean }>({
    key,
    data: initial,
    failed: false,
  })
  const [attempt, setAttempt] = useState(0)
  // A new key (another page or post in the SPA) starts from what that page arrived with.
  const current = state.key === key ? state : { key, data: initial, failed: false }
  useEffect(() => {
    let live = true
    retryOnce(read).then(
      // The same data again (the usual case on a prerendered page) renders nothing again.
      (data) =>
        live &&
        setState((last) =>
          last.key === key && !last.failed && JSON.stringify(last.data) === JSON.stringify(data)
            ? last
            : { key, data, failed: false },
        ),
      () =>
        live &&
        setState((last) => ({ key, data: last.key === key ? last.data : initial, failed: true })),
    )
    return () => {
      live = false
    }
    // `read` is derived from `key`: a new key is a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])
  return {
    data: current.data,
    failed: current.failed,
    retry: () => {
      setState((last) => ({ ...last, failed: false }))
      setAttempt((n) => n + 1)
    },
  } satisfies Refreshed<T>
}
