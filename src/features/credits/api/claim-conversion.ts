import type { ConversionDetails } from '@/lib/gtag'

/**
 * Claims the ads conversion of the paid order behind a Checkout Session: the first claim gets
 * the order's value, currency and id; any later one (a reload, a second visit, another tab)
 * gets null, so the event is sent once per order. An unpaid order answers null too.
 */
export async function claimConversion(sessionId: string): Promise<ConversionDetails | null> {
  // Loaded only on a return from Checkout, like the order lookup.
  const { supabase } = await import('@/lib/supabase')
  const { data, error } = await supabase
    .rpc('claim_order_conversion', { p_session_id: sessionId })
    .maybeSingle()
  if (error) throw new Error(error.message)
  if (!data) return null
  return {
    value: data.amount_cents / 100,
    currency: data.currency.toUpperCase(),
    transaction_id: data.order_id,
  }
}
