import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { Table, TableCell, TableHeader } from '@/components/ui/table'
import type { AdminOrder } from '@/features/credits/api/get-admin-orders'
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
}

/** Credit orders, newest first as given, with their payment status. */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <Card padding="none" elevation="flat">
      <Table>
        <TableHeader
          columns={[
            'Date',
            'Status',
            { label: 'Amount', className: 'text-right' },
            { label: 'Leads', className: 'text-right' },
            { label: 'Credits', className: 'text-right' },
            'Buyer',
          ]}
        />
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <TableCell className="whitespace-nowrap">
                {formatDateTime(order.created_at)}
              </TableCell>
              <TableCell>
                <Badge className={cn('whitespace-nowrap', STATUS_CLASS[order.status])}>
                  {orderStatusLabel(order.status)}
                </Badge>
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
              <TableCell className="whitespace-nowrap">
                {order.customer_email ?? order.email}
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  )
}
