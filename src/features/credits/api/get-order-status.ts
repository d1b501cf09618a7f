import { useEffect, useRef, useState } from 'react'
import { retryOnce } from '@/lib/retry-once'

export type OrderStatus = {
  lead_count: number
  credits: number
  amount_cents: number
  currency: string
  status: string
}

type OrderState =
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: OrderStatus | null; error?: undefined }
  /** The last lookup failed; what an earlier one found is kept. */
  | { status: 'error'; data?: OrderStatus | null; error: Error }

/** The order of a Checkout Session as the page knows it, and a way to ask again after a failure. */
export type OrderLookup = OrderState & { retry: () => void }

// A pending order is asked for again every 2 s for about half a minute (the webhook usually
// lands within seconds), then twice as long each time up to once a minute: a tab left open on a
// payment that never settles costs a request a minute, not thirty.
const POLL_MS = 2000
const QUICK_POLLS = 15
const MAX_POLL_MS = 60_000
const delayAfter = (polls: number) =>
  Math.min(MAX_POLL_MS, POLL_MS * 2 ** Math.max(0, polls - QUICK_POLLS))

async function fetchOrderStatus(sessionId: string): Promise<OrderStatus | null> {
  // Loaded only on a return from Checkout (a session id): the page itself needs no supabase-js.
  const { supabase } = await import('@/lib/supabase')
  const { data, error } = await supabase
    .rpc('credit_order_status', { p_session_id: sessionId })
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data
}

/**
 * The order behind a Checkout Session id (the only key that reveals it), or nothing to look up
 * without one. Anonymous visitors cannot subscribe to orders, so a pending one is asked for again
 * (while the page is visible, less and less often: delayAfter) until the webhook settles it.
 */
export function useOrderStatus(sessionId: string | null): OrderLookup {
  const [state, setState] = useState<OrderState>({ status: 'pending' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef<OrderStatus | null | undefined>(undefined)

  useEffect(() => {
    if (!sessionId) return undefined
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let polls = 0
    const poll = async () => {
      polls += 1
      try {
        latest.current = await retryOnce(() => fetchOrderStatus(sessionId))
        if (!stopped) setState({ status: 'success', data: latest.current })
      } catch (failure) {
        const error = failure instanceof Error ? failure : new Error(String(failure))
        if (!stopped) setState({ status: 'error', data: latest.current, error })
      }
      if (!stopped && latest.current?.status === 'pending')
        timer = setTimeout(tick, delayAfter(polls))
    }
    const tick = () => {
      if (document.visibilityState === 'hidden') timer = setTimeout(tick, POLL_MS)
      else void poll()
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [sessionId, attempt])

  return {
    ...state,
    // Asking again shows as a lookup under way, not as the failure it answers.
    retry: () => {
      setState({ status: 'pending' })
      setAttempt((count) => count + 1)
    },
  }
}
