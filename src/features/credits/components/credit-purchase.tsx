import { useRef, useState, type FormEvent } from 'react'
import { Card } from '@/components/ui/card'
import { siteConfig } from '@/config/site'
import { AgencyOfferCard } from '@/features/credits/components/agency-offer-card'
import { LEAD_COUNT_FIELD, LeadCountPicker } from '@/features/credits/components/lead-count-picker'
import { PurchaseSummary } from '@/features/credits/components/purchase-summary'
import { TierTable } from '@/features/credits/components/tier-table'
import { useBuyCredits } from '@/features/credits/hooks/use-buy-credits'
import { draftLeadCount } from '@/features/credits/lib/lead-draft'
import { creditMessages } from '@/features/credits/lib/messages'
import { island } from '@/islands/island'
import { reportError } from '@/lib/report-error'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'
import { AGENCY_ANNUAL_OFFER, MIN_LEADS, quoteLeads } from '@shared/credit-pricing'

const email = siteConfig.guestCheckoutEmail

/**
 * What /credit-topup does: the lead count (field and slider), its price, the tier table's
 * highlight and the agency offer, which share the count and the one purchase at a time.
 */
export function CreditPurchase() {
  // The slider's count starts at the minimum (spec §4); the field may hold a half-typed value.
  const [draft, setDraft] = useState(String(MIN_LEADS))
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, (field, value) => {
    if (field === LEAD_COUNT_FIELD) setDraft(value)
  })
  const leadCount = draftLeadCount(draft)
  const quote = quoteLeads(leadCount)
  const { buy, pendingBody } = useBuyCredits()

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!quote.meetsMinimum) {
      reportError(creditMessages.minimumTitle, { description: creditMessages.minimumText })
      return
    }
    buy({ leadCount, email })
  }

  const handleAgency = () =>
    buy({
      leadCount: AGENCY_ANNUAL_OFFER.leadCount,
      email,
      isAgencyAnnual: true,
      fixedAmount: AGENCY_ANNUAL_OFFER.amountCents,
    })

  return (
    <>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[1.1fr_1fr]">
        <Card asChild radius="2xl" className="grid min-w-0 gap-6 p-5 md:p-8">
          <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Lead credit purchase">
            <LeadCountPicker draft={draft} leadCount={leadCount} onDraftChange={setDraft} />
            <PurchaseSummary
              quote={quote}
              isPending={pendingBody !== null && pendingBody.isAgencyAnnual !== true}
            />
          </form>
        </Card>
        <Card radius="2xl" className="min-w-0 p-4 md:p-8">
          <TierTable currentTier={quote.tier.tier} />
        </Card>
      </div>
      <div className="mt-6">
        <AgencyOfferCard isPending={pendingBody?.isAgencyAnnual === true} onBuy={handleAgency} />
      </div>
    </>
  )
}

export const CreditPurchaseIsland = island('credit-purchase', CreditPurchase)
