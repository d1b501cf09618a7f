import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { ErrorNotice } from '@/components/ui/error-notice'
import { Spinner } from '@/components/ui/spinner'
import { Figure } from '@/features/credits/components/figure'
import { orderStatusOptions, type OrderStatus } from '@/features/credits/api/get-order-status'
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
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <Figure label="Leads">{formatCount(order.lead_count)}</Figure>
        <Figure label="Credits">{formatCount(order.credits)}</Figure>
        <Figure label="Amount">{formatCents(order.amount_cents)}</Figure>
      </dl>
      <p role="status" className={`mt-3 flex items-center gap-2 text-sm font-medium ${className}`}>
        <Icon aria-hidden="true" className="size-4" />
        {text}
      </p>
    </section>
  )
}

/** The order of a Checkout Session, live until the payment is confirmed (or fails). */
export function OrderConfirmation({ sessionId }: { sessionId: string }) {
  const order = useQuery(orderStatusOptions(sessionId))
  return (
    <>
      {order.isPending && <Spinner className="mt-6" label="Loading your order..." />}
      {order.isError && (
        <div className="mt-6 text-left">
          <ErrorNotice message={order.error.message} onRetry={() => void order.refetch()} />
        </div>
      )}
      {order.isSuccess && !order.data && (
        <p className="mt-6 text-sm text-muted-foreground">{creditMessages.orderNotFound}</p>
      )}
      {order.isSuccess && order.data && <OrderDetails order={order.data} />}
    </>
  )
}

/**
 * What the page says only about a paid order (the spec's success sentence): an unknown, unpaid,
 * failed or expired order makes no success claim. It shares OrderConfirmation's query.
 */
export function WhenPaid({ sessionId, children }: { sessionId: string; children: ReactNode }) {
  const order = useQuery(orderStatusOptions(sessionId))
  return order.data?.status === 'paid' ? children : null
}
