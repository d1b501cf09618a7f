import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Table, TableCell, TableHeader } from '@/components/ui/table'
import type { AdminOrder } from '@/features/credits/api/get-admin-orders'
import { orderDeliveriesQuery, type OrderDelivery } from '@/features/credits/api/order-delivery'
import { OrderDeliveryState } from '@/features/credits/components/order-delivery'
import { orderStatusLabel } from '@/features/credits/lib/order-status'
import { formatDateTime } from '@/lib/format-date'
import { cn } from '@/lib/utils'
import { formatCents } from '@shared/credit-pricing'
import { formatCount } from '@shared/number-format'

const STATUS_CLASS: Record<string, string> = {
  paid: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  expired: 'bg-slate-200 text-slate-700',
  partially_refunded: 'bg-violet-100 text-violet-800',
  refunded: 'bg-violet-100 text-violet-800',
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge className={cn('whitespace-nowrap', STATUS_CLASS[status])}>
      {orderStatusLabel(status)}
    </Badge>
  )
}

const buyerOf = (order: AdminOrder) => order.customer_email ?? order.email

/** Credit orders, newest first as given, with their payment status and delivery. */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  const deliveries = useQuery(orderDeliveriesQuery(orders.map((order) => order.id)))
  const deliveryOf = (id: string) => deliveries.data?.get(id)
  return (
    <>
      <Card padding="none" elevation="flat" className="hidden md:block">
        <Table scrollLabel="Orders table" className="min-w-[48rem]">
          <TableHeader
            columns={[
              'Date',
              'Status',
              { label: 'Amount', className: 'text-right' },
              { label: 'Leads', className: 'text-right' },
              { label: 'Credits', className: 'text-right' },
              'Buyer',
              'Delivery',
            ]}
          />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <TableCell className="whitespace-nowrap">
                  {formatDateTime(order.created_at)}
                </TableCell>
                <TableCell>
                  <StatusBadge status={order.status} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCents(order.amount_cents)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(order.lead_count)}
                  {order.is_agency_annual && (
                    <span className="block text-xs text-muted-foreground">Agency annual</span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatCount(order.credits)}
                </TableCell>
                <TableCell className="max-w-56 break-all">{buyerOf(order)}</TableCell>
                <TableCell className="min-w-52">
                  <OrderDeliveryState delivery={deliveryOf(order.id)} />
                </TableCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <OrderCards orders={orders} deliveryOf={deliveryOf} />
    </>
  )
}

/** Phones: one card per order, every field on its own line. */
function OrderCards({
  orders,
  deliveryOf,
}: {
  orders: AdminOrder[]
  deliveryOf: (id: string) => OrderDelivery | undefined
}) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Orders">
      {orders.map((order) => (
        <Card asChild key={order.id} padding="sm" className="grid gap-2">
          <li>
            <div className="flex items-start justify-between gap-3">
              <p className="text-lg font-semibold tabular-nums">
                {formatCents(order.amount_cents)}
              </p>
              <StatusBadge status={order.status} />
            </div>
            <p className="break-all text-sm">{buyerOf(order)}</p>
            <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <span>{formatCount(order.lead_count)} leads</span>
              <span>{formatCount(order.credits)} credits</span>
              {order.is_agency_annual && <span>Agency annual</span>}
              <span>{formatDateTime(order.created_at)}</span>
            </p>
            <div className="border-t pt-2">
              <OrderDeliveryState delivery={deliveryOf(order.id)} />
            </div>
          </li>
        </Card>
      ))}
    </ul>
  )
}
