import { Seo } from '@/components/seo'
import { Card } from '@/components/ui/card'
import { AgencyOfferIsland } from '@/features/credits/components/agency-offer-card'
import { CreditPurchaseIsland } from '@/features/credits/components/credit-purchase'
import { TierTableIsland } from '@/features/credits/components/tier-table'
import {
  CREDIT_TIERS,
  CREDITS_PER_LEAD,
  formatMills,
  STANDARD_PRICE_PER_LEAD_MILLS,
} from '@shared/credit-pricing'

const LOWEST_PRICE_PER_LEAD_MILLS = Math.min(...CREDIT_TIERS.map((tier) => tier.pricePerLeadMills))

export function Component() {
  return (
    <>
      <Seo
        title="Buy Lead Credits"
        keywords={[
          'lead credits',
          'buy leads',
          'identity resolution leads',
          'volume pricing',
          'lead generation',
        ]}
        description={`Top up identity-resolution lead credits: volume pricing from ${formatMills(STANDARD_PRICE_PER_LEAD_MILLS)} down to ${formatMills(LOWEST_PRICE_PER_LEAD_MILLS)} per lead, ${CREDITS_PER_LEAD} credits per lead.`}
      />
      <section className="bg-muted py-12 md:py-16">
        <div className="container max-w-5xl">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Buy Lead Credits</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Choose how many identified leads you want. Each lead is 60 credits, and the price per
            lead drops as the volume grows.
          </p>
          {/* Three islands, each hydrated in a task of its own, sharing purchase-state.ts. */}
          <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[1.1fr_1fr]">
            <CreditPurchaseIsland />
            <Card radius="2xl" className="min-w-0 p-4 md:p-8">
              <TierTableIsland />
            </Card>
          </div>
          <div className="mt-6">
            <AgencyOfferIsland />
          </div>
        </div>
      </section>
    </>
  )
}
