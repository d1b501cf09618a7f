import { Building2, Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { siteConfig } from '@/config/site'
import { useBuyCredits } from '@/features/credits/hooks/use-buy-credits'
import { creditMessages } from '@/features/credits/lib/messages'
import { usePurchase } from '@/features/credits/lib/purchase-state'
import { island } from '@/islands/island'
import { AGENCY_ANNUAL_OFFER, formatCents } from '@shared/credit-pricing'
import { formatCount } from '@shared/number-format'

/**
 * The agency annual upgrade: a fixed price, sent with its fixed amount. An island of
 * its own; one purchase at a time with the form's (purchase-state.ts).
 */
export function AgencyOfferCard() {
  const isPending = usePurchase().pending?.isAgencyAnnual === true
  const buy = useBuyCredits()
  const handleBuy = () =>
    buy({
      leadCount: AGENCY_ANNUAL_OFFER.leadCount,
      email: siteConfig.guestCheckoutEmail,
      isAgencyAnnual: true,
      fixedAmount: AGENCY_ANNUAL_OFFER.amountCents,
    })
  return (
    <section
      aria-labelledby="agency-offer-heading"
      className="flex flex-col gap-6 rounded-2xl bg-ink p-6 text-white md:flex-row md:items-center md:justify-between md:p-8"
    >
      <div className="flex gap-4">
        <Building2 aria-hidden="true" className="mt-1 size-8 shrink-0 text-accent" />
        <div>
          <h2 id="agency-offer-heading" className="text-xl font-bold">
            Agency Annual
          </h2>
          <p className="mt-1 text-slate-300">
            {formatCount(AGENCY_ANNUAL_OFFER.leadCount)} leads (
            {formatCount(AGENCY_ANNUAL_OFFER.credits)} credits) for{' '}
            <strong className="text-white">{formatCents(AGENCY_ANNUAL_OFFER.amountCents)}</strong> a
            year.
          </p>
        </div>
      </div>
      <Button
        type="button"
        variant="accent"
        size="lg"
        aria-disabled={isPending}
        onClick={handleBuy}
        className="aria-disabled:opacity-60"
      >
        {isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
        {isPending ? creditMessages.paying : creditMessages.agencyBuy}
      </Button>
    </section>
  )
}

export const AgencyOfferIsland = island('agency-offer', AgencyOfferCard)
