import { queryOptions } from '@tanstack/react-query'
import { creditOrderKeys } from '@/features/credits/api/keys'
import { messages } from '@/features/credits/lib/messages'
import { supabase } from '@/lib/supabase'

const COLUMNS =
  'id, created_at, lead_count, credits, amount_cents, currency, tier, status, email, customer_email, is_agency_annual, paid_at'

async function fetchAdminOrders() {
  const { data, error } = await supabase
    .from('credit_orders')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
  if (error) throw new Error(error.message || messages.ordersLoadFailed)
  return data
}

export type AdminOrder = Awaited<ReturnType<typeof fetchAdminOrders>>[number]

export const adminOrdersOptions = () =>
  queryOptions({ queryKey: creditOrderKeys.admin(), queryFn: fetchAdminOrders })
