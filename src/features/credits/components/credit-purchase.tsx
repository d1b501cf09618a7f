import { useEffect, useRef, type FormEvent } from 'react'
import { Card } from '@/components/ui/card'
import { siteConfig } from '@/config/site'
import { LEAD_COUNT_FIELD, LeadCountPicker } from '@/features/credits/components/lead-count-picker'
import { PurchaseSummary } from '@/features/credits/components/purchase-summary'
import { useBuyCredits } from '@/features/credits/hooks/use-buy-credits'
import { creditMessages } from '@/features/credits/lib/messages'
import { resetPurchase, updatePurchase, usePurchase } from '@/features/credits/lib/purchase-state'
import { island } from '@/islands/island'
import { reportError } from '@/lib/report-error'
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration'

const setDraft = (draft: string) => updatePurchase({ draft })

/**
 * The purchase form of /credit-topup: the lead count (field and slider), its price and the buy
 * button. The tier table and the agency offer follow the same state (purchase-state.ts).
 */
export function CreditPurchase() {
  const { draft, leadCount, quote, pending } = usePurchase()
  const formRef = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(formRef, (field, value) => {
    if (field === LEAD_COUNT_FIELD) setDraft(value)
  })
  // The count starts over once the form leaves (the SPA's next visit, a test's next render).
  useEffect(() => resetPurchase, [])
  const buy = useBuyCredits()

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!quote.meetsMinimum) {
      reportError(creditMessages.minimumTitle, { description: creditMessages.minimumText })
      return
    }
    buy({ leadCount, email: siteConfig.guestCheckoutEmail })
  }

  return (
    <Card asChild radius="2xl" className="grid min-w-0 gap-6 p-5 md:p-8">
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Lead credit purchase">
        <LeadCountPicker draft={draft} leadCount={leadCount} onDraftChange={setDraft} />
        <PurchaseSummary
          quote={quote}
          isPending={pending !== null && pending.isAgencyAnnual !== true}
        />
      </form>
    </Card>
  )
}

export const CreditPurchaseIsland = island('credit-purchase', CreditPurchase)
