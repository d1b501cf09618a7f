import { useEffect, useState } from 'react'

/**
 * Runs `task` when the browser is next idle, at the latest after `timeout` ms (after a second
 * where it has no idle callbacks). Returns a cancel, for the effect that calls it.
 */
export function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 1000)
  return () => clearTimeout(timer)
}

/** False until the browser has been idle once since the component mounted. */
export function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle])
  return idle
}
