import { creditMessages } from '@/features/credits/lib/messages'
import { applyKeyset } from '@/lib/paging/keyset'
import { containsAny } from '@/lib/paging/search'
import type { ListRequest } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'

const COLUMNS =
  'id, created_at, lead_count, credits, amount_cents, currency, tier, status, email, customer_email, is_agency_annual, paid_at, provider_session_id'

export const ORDERS_PAGE_SIZE = 50
export const ORDER_FILTERS = ['status'] as const
type OrderFilter = (typeof ORDER_FILTERS)[number]
// A pasted part of a checkout session id (cs_...) finds its order too.
const SEARCHED = ['email', 'customer_email', 'provider_session_id'] as const

interface FilterQuery<Q> {
  eq(column: string, value: string): Q
  or(filters: string): Q
}

function matching<Q extends FilterQuery<Q>>(query: Q, request: ListRequest<OrderFilter>): Q {
  const status = request.filter('status')
  const byStatus = status ? query.eq('status', status) : query
  return request.q ? byStatus.or(containsAny(SEARCHED, request.q)) : byStatus
}

export async function fetchAdminOrderPage(request: ListRequest<OrderFilter>) {
  const query = matching(supabase.from('credit_orders').select(COLUMNS), request)
  const { data, error } = await applyKeyset(query, request.position, request.size)
  if (error) throw new Error(error.message || creditMessages.ordersLoadFailed)
  return data
}

/** Orders matching the status and search: PostgREST's estimate past 1,000, exact below. */
export async function countAdminOrders(request: ListRequest<OrderFilter>) {
  const query = supabase.from('credit_orders').select('id', { count: 'estimated', head: true })
  const { count, error } = await matching(query, request)
  if (error) throw new Error(error.message || creditMessages.ordersLoadFailed)
  return count
}

export type AdminOrder = Awaited<ReturnType<typeof fetchAdminOrderPage>>[number]
