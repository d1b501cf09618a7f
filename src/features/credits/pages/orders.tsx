import { useQuery, type QueryClient } from '@tanstack/react-query'
import { Seo } from '@/components/seo'
import { SelectField } from '@/components/ui/form-field'
import { countSummary, ListSkeleton, PagedView, SearchField } from '@/components/ui/paged-list'
import { PageHeader } from '@/components/page-header'
import { adminOrderList, type AdminOrder } from '@/features/credits/api/get-admin-orders'
import { creditOrderKeys } from '@/features/credits/api/keys'
import { handoffStatusQuery } from '@/features/credits/api/order-delivery'
import { GrantCreditsButton } from '@/features/credits/components/grant-credits-button'
import { OrdersTable } from '@/features/credits/components/orders-table'
import { creditMessages } from '@/features/credits/lib/messages'
import { ORDER_STATUSES, orderStatusLabel } from '@/features/credits/lib/order-status'
import { prefetchPagedList, usePagedList } from '@/lib/paging/use-paged-list'
import { useLiveRefresh } from '@/lib/paging/use-live-refresh'

/** The list's first page, beside the admin check. */
export function prefetch(client: QueryClient, params: URLSearchParams) {
  prefetchPagedList(client, adminOrderList, params)
}

/** Orders, newest first, 50 a page; ?status= and ?q= (email or session) in the address. */
export function Component() {
  const list = usePagedList(adminOrderList)
  useLiveRefresh('credit_orders', creditOrderKeys.all())
  const status = list.filter('status')
  const filtered = Boolean(list.q || status)
  const handoff = useQuery(handoffStatusQuery())
  const handoffProblem =
    handoff.data && !handoff.data.configured ? handoff.data.problem : handoff.error?.message

  return (
    <>
      <Seo title="Orders" description="Lead credit orders and their payment status." noIndex />
      <PageHeader
        title="Orders"
        description="Lead credit purchases, newest first."
        actions={<GrantCreditsButton />}
      />
      {handoffProblem && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {handoffProblem}
        </p>
      )}
      <div className="mb-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <SearchField
          id="orders-search"
          label="Search orders"
          listName="Orders"
          placeholder="Email or checkout session"
          value={list.q}
          onSearch={list.setQuery}
        />
        <SelectField
          id="order-status-filter"
          label="Status"
          value={status}
          onChange={(event) => list.setFilter('status', event.target.value)}
          className="sm:w-60"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((known) => (
            <option key={known.status} value={known.status}>
              {known.label}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedView<AdminOrder>
        list={list}
        label="Orders"
        noun="orders"
        loading={<ListSkeleton rows={6} label="Loading orders..." />}
        errorMessage={creditMessages.ordersLoadFailed}
        empty={
          status ? `No orders with the status “${orderStatusLabel(status)}”.` : 'No orders yet.'
        }
        summary={countSummary(list.count.data, 'orders', { searching: filtered, estimated: true })}
      >
        {(orders) => <OrdersTable orders={orders} />}
      </PagedView>
    </>
  )
}
