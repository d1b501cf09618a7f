import { Loader2 } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Figure } from '@/features/credits/components/figure'
import { creditMessages } from '@/features/credits/lib/messages'
import { formatCents, formatMills, type CreditQuote } from '@shared/credit-pricing'
import { formatCount } from '@shared/number-format'

type PurchaseSummaryProps = {
  quote: CreditQuote
  isPending: boolean
}

/** Price per lead, discount, credits and total; the buy button submits the surrounding form. */
export function PurchaseSummary({ quote, isPending }: PurchaseSummaryProps) {
  const blocked = !quote.meetsMinimum
  // aria-disabled rather than disabled: a press still reaches the form, which says why.
  const keepFieldValue = (event: MouseEvent) => event.preventDefault()
  return (
    <div className="grid gap-5">
      <dl aria-live="polite" className="grid grid-cols-2 gap-4 text-sm">
        <Figure label="Price per lead" className="mt-1 text-lg">
          {formatMills(quote.tier.pricePerLeadMills)}
        </Figure>
        <Figure label="Discount" className="mt-1 text-lg">
          {quote.tier.discount}
        </Figure>
        <Figure label="Credits" className="mt-1 text-lg">
          {formatCount(quote.credits)}
        </Figure>
        <Figure
          label="Total"
          data-testid="topup-total"
          className="mt-1 text-2xl font-extrabold text-primary"
        >
          {formatCents(quote.totalCents)}
        </Figure>
      </dl>
      {blocked && <p className="text-sm text-destructive">{creditMessages.minimumText}</p>}
      <Button
        type="submit"
        size="lg"
        aria-disabled={blocked || isPending}
        onMouseDown={keepFieldValue}
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      >
        {isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
        {isPending ? creditMessages.paying : creditMessages.buy}
      </Button>
    </div>
  )
}
