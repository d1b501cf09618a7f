import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { Figure } from '@/features/credits/components/figure'
import type { OrderLookup, OrderStatus } from '@/features/credits/api/get-order-status'
import { creditMessages } from '@/features/credits/lib/messages'
import { formatCents } from '@shared/credit-pricing'
import { formatCount } from '@shared/number-format'

const STATUS = {
  paid: { text: creditMessages.confirmed, Icon: CheckCircle2, className: 'text-emerald-700' },
  pending: { text: creditMessages.awaiting, Icon: Clock, className: 'text-amber-700' },
  failed: { text: creditMessages.failed, Icon: XCircle, className: 'text-destructive' },
  expired: { text: creditMessages.expired, Icon: XCircle, className: 'text-destructive' },
}

const statusOf = (status: string) =>
  status === 'paid' || status === 'failed' || status === 'expired' ? STATUS[status] : STATUS.pending

function OrderDetails({ order }: { order: OrderStatus }) {
  const { text, Icon, className } = statusOf(order.status)
  return (
    <section
      aria-labelledby="order-heading"
      className="mt-6 rounded-xl border bg-muted/60 p-4 text-left"
    >
      <h2 id="order-heading" className="font-semibold">
        {creditMessages.orderHeading}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <Figure layout="row" label="Leads">
          {formatCount(order.lead_count)}
        </Figure>
        <Figure layout="row" label="Credits">
          {formatCount(order.credits)}
        </Figure>
        <Figure layout="row" label="Amount">
          {formatCents(order.amount_cents)}
        </Figure>
      </dl>
      <p role="status" className={`mt-3 flex items-center gap-2 text-sm font-medium ${className}`}>
        <Icon aria-hidden="true" className="size-4" />
        {text}
      </p>
    </section>
  )
}

/** The order of a Checkout Session (useOrderStatus), live until the payment is confirmed (or fails). */
export function OrderConfirmation({ order }: { order: OrderLookup }) {
  return (
    <>
      {order.status === 'pending' && <Spinner className="mt-6" label="Loading your order..." />}
      {order.status === 'error' && (
        <div className="mt-6 text-left">
          <ErrorNotice message={order.error.message} onRetry={order.retry} />
        </div>
      )}
      {order.status === 'success' && !order.data && (
        <p className="mt-6 text-sm text-muted-foreground">{creditMessages.orderNotFound}</p>
      )}
      {order.status === 'success' && order.data && <OrderDetails order={order.data} />}
    </>
  )
}
