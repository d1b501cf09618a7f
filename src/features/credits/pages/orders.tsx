import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { SelectField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { PageHeader } from '@/components/page-header'
import { adminOrdersOptions, type AdminOrder } from '@/features/credits/api/get-admin-orders'
import { creditOrderKeys } from '@/features/credits/api/keys'
import { OrdersTable } from '@/features/credits/components/orders-table'
import { messages } from '@/features/credits/lib/messages'
import { orderStatusChoices, orderStatusLabel } from '@/features/credits/lib/order-status'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

const ALL = ''

/** Orders filtered by the status in the address (?status=expired), so a filtered view can be shared. */
function StatusFilter({
  orders,
  status,
  onChange,
}: {
  orders: AdminOrder[]
  status: string
  onChange: (status: string) => void
}) {
  const count = (wanted: string) => orders.filter((order) => order.status === wanted).length
  return (
    <SelectField
      id="order-status-filter"
      label="Status"
      value={status}
      onChange={(event) => onChange(event.target.value)}
      className="sm:w-60"
    >
      <option value={ALL}>All statuses ({orders.length})</option>
      {orderStatusChoices(orders.map((order) => order.status)).map((choice) => (
        <option key={choice} value={choice}>
          {orderStatusLabel(choice)} ({count(choice)})
        </option>
      ))}
    </SelectField>
  )
}

export function Component() {
  const orders = useQuery(adminOrdersOptions())
  useLiveInvalidate('credit_orders', creditOrderKeys.all())
  const [searchParams, setSearchParams] = useSearchParams()
  const status = searchParams.get('status') ?? ALL
  const setStatus = (next: string) =>
    setSearchParams(next === ALL ? {} : { status: next }, { replace: true })
  const shown = orders.data?.filter((order) => status === ALL || order.status === status)

  return (
    <>
      <Seo title="Orders" description="Lead credit orders and their payment status." noIndex />
      <PageHeader
        title="Orders"
        description="Lead credit purchases, newest first."
        actions={
          orders.isSuccess && (
            <StatusFilter orders={orders.data} status={status} onChange={setStatus} />
          )
        }
      />
      {orders.isPending && <Spinner label="Loading orders..." />}
      {orders.isError && (
        <ErrorNotice message={messages.ordersLoadFailed} onRetry={() => void orders.refetch()} />
      )}
      {shown && (
        <OrdersTable
          orders={shown}
          empty={
            status === ALL
              ? 'No orders yet.'
              : `No orders with the status “${orderStatusLabel(status)}”.`
          }
        />
      )}
    </>
  )
}
