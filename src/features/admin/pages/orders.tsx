import { useQuery } from '@tanstack/react-query'
import { Seo } from '@/components/seo'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { PageHeader } from '@/features/admin/components/page-header'
import { adminOrdersOptions } from '@/features/credits/api/get-admin-orders'
import { creditOrderKeys } from '@/features/credits/api/keys'
import { OrdersTable } from '@/features/credits/components/orders-table'
import { messages } from '@/features/credits/lib/messages'
import { useLiveInvalidate } from '@/lib/use-live-invalidate'

export function Component() {
  const orders = useQuery(adminOrdersOptions())
  useLiveInvalidate('credit_orders', creditOrderKeys.all())
  return (
    <>
      <Seo title="Orders" description="Lead credit orders and their payment status." noIndex />
      <PageHeader title="Orders" description="Lead credit purchases, newest first." />
      {orders.isPending && <Spinner label="Loading orders..." />}
      {orders.isError && (
        <ErrorNotice message={messages.ordersLoadFailed} onRetry={() => void orders.refetch()} />
      )}
      {orders.isSuccess && <OrdersTable orders={orders.data} />}
    </>
  )
}
