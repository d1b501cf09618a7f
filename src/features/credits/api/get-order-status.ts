import { queryOptions } from '@tanstack/react-query'
import { creditOrderKeys } from '@/features/credits/api/keys'

export type OrderStatus = {
  lead_count: number
  credits: number
  amount_cents: number
  currency: string
  status: string
}

const POLL_MS = 2000

async function fetchOrderStatus(sessionId: string): Promise<OrderStatus | null> {
  const { supabase } = await import('@/lib/supabase')
  const { data, error } = await supabase
    .rpc('credit_order_status', { p_session_id: sessionId })
    .maybeSingle()
  if (error) throw error
  return data
}

/**
 * The order behind a Checkout Session id (the only key that reveals it). Anonymous visitors
 * cannot subscribe to orders, so a pending one is polled until the webhook settles it.
 */
export const orderStatusOptions = (sessionId: string) =>
  queryOptions({
    queryKey: creditOrderKeys.bySession(sessionId),
    queryFn: () => fetchOrderStatus(sessionId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  })
