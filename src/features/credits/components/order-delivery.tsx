import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import type { OrderDelivery, OrderHandoff } from '@/features/credits/api/order-delivery'
import { useRetryHandoff } from '@/features/credits/api/order-delivery'
import { creditMessages } from '@/features/credits/lib/messages'
import { cn } from '@/lib/utils'

const HANDOFF_NAME: Record<string, string> = {
  'credits.purchased': 'Purchase hand-off',
  'credits.refunded': 'Refund hand-off',
  'credits.granted': 'Grant hand-off',
}

const HANDOFF_STATE: Record<OrderHandoff['status'], { label: string; className: string }> = {
  delivered: { label: 'delivered', className: 'text-emerald-700' },
  waiting: { label: 'waiting', className: 'text-amber-700' },
  failed: { label: 'failed', className: 'text-destructive' },
}

function HandoffLine({ handoff }: { handoff: OrderHandoff }) {
  const retry = useRetryHandoff()
  const state = HANDOFF_STATE[handoff.status]
  const name = HANDOFF_NAME[handoff.type] ?? handoff.type
  const onRetry = () =>
    retry.mutate(handoff.id, {
      onSuccess: (report) =>
        report.delivered > 0
          ? toast.success(creditMessages.retryDelivered)
          : toast.error(creditMessages.retryStillFailing),
      onError: (error) => toast.error(error.message),
    })
  return (
    <li className="grid gap-1">
      <span>
        {name}: <span className={cn('font-medium', state.className)}>{state.label}</span>
      </span>
      {handoff.status === 'failed' && (
        <>
          {handoff.last_error && (
            <span className="break-words text-xs text-muted-foreground">
              Last error: {handoff.last_error}
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="w-fit"
            disabled={retry.isPending}
            onClick={onRetry}
            aria-label={`Retry the ${name.toLowerCase()}`}
          >
            {retry.isPending ? 'Retrying...' : 'Retry'}
          </Button>
        </>
      )}
    </li>
  )
}

/** An order's receipt and hand-offs; undefined while they load. */
export function OrderDeliveryState({ delivery }: { delivery: OrderDelivery | undefined }) {
  if (!delivery) return <span className="text-muted-foreground">—</span>
  const receipt =
    delivery.receipt === 'sent'
      ? 'Receipt sent'
      : delivery.receipt === 'waiting'
        ? 'Receipt waiting'
        : 'No receipt'
  return (
    <ul className="grid gap-1.5 text-sm">
      <li className={delivery.receipt === 'sent' ? undefined : 'text-muted-foreground'}>
        {receipt}
      </li>
      {delivery.handoffs.map((handoff) => (
        <HandoffLine key={handoff.id} handoff={handoff} />
      ))}
    </ul>
  )
}
