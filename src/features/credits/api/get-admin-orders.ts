import { creditOrderKeys } from '@/features/credits/api/keys'
import { creditMessages } from '@/features/credits/lib/messages'
import { applyKeyset } from '@/lib/paging/keyset'
import { searchArgs } from '@/lib/paging/search'
import type { ListRequest, PagedListOptions } from '@/lib/paging/use-paged-list'
import { supabase } from '@/lib/supabase'

const COLUMNS =
  'id, created_at, lead_count, credits, amount_cents, currency, tier, status, email, customer_email, is_agency_annual, paid_at, provider_session_id'

export const ORDERS_PAGE_SIZE = 50
export const ORDER_FILTERS = ['status'] as const
type OrderFilter = (typeof ORDER_FILTERS)[number]
interface FilterQuery<Q> {
  eq(column: string, value: string): Q
}

function byStatus<Q extends FilterQuery<Q>>(query: Q, request: ListRequest<OrderFilter>): Q {
  const status = request.filter('status')
  return status ? query.eq('status', status) : query
}

/**
 * A page of orders (of the ?status=); a search goes through search_credit_orders: email,
 * customer email, or a pasted part of a checkout session id (cs_...).
 */
export async function fetchAdminOrderPage(request: ListRequest<OrderFilter>) {
  const { q, position, size } = request
  const status = request.filter('status')
  const { data, error } = q
    ? await supabase
        .rpc('search_credit_orders', {
          ...searchArgs(q, position, size),
          ...(status ? { p_status: status } : {}),
        })
        .select(COLUMNS)
    : await applyKeyset(
        byStatus(supabase.from('credit_orders').select(COLUMNS), request),
        position,
        size,
      )
  if (error) throw new Error(error.message || creditMessages.ordersLoadFailed)
  return data
}

/** Orders of the status: PostgREST's estimate past 1,000, exact below; a search has no total. */
export async function countAdminOrders(request: ListRequest<OrderFilter>) {
  if (request.q) return null
  const query = supabase.from('credit_orders').select('id', { count: 'estimated', head: true })
  const { count, error } = await byStatus(query, request)
  if (error) throw new Error(error.message || creditMessages.ordersLoadFailed)
  return count
}

export type AdminOrder = Awaited<ReturnType<typeof fetchAdminOrderPage>>[number]

/** Orders on /admin-portal/orders (`?q=`, `?status=`, `?after=`). */
export const adminOrderList: PagedListOptions<AdminOrder, OrderFilter> = {
  queryKey: creditOrderKeys.admin(),
  size: ORDERS_PAGE_SIZE,
  filters: ORDER_FILTERS,
  fetchPage: fetchAdminOrderPage,
  fetchCount: countAdminOrders,
}
