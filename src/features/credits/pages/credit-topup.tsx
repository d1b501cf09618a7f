import { Seo } from '@/components/seo'
import { CreditPurchaseIsland } from '@/features/credits/components/credit-purchase'
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
        description={`Top up identity-resolution lead credits: volume pricing from ${formatMills(STANDARD_PRICE_PER_LEAD_MILLS)} down to ${formatMills(LOWEST_PRICE_PER_LEAD_MILLS)} per lead, ${CREDITS_PER_LEAD} credits per lead.`}
      />
      <section className="bg-muted py-12 md:py-16">
        <div className="container max-w-5xl">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Buy Lead Credits</h1>
          <p className="mt-3 max-w-2xl text-muted-foreground">
            Choose how many identified leads you want. Each lead is 60 credits, and the price per
            lead drops as the volume grows.
          </p>
          <CreditPurchaseIsland />
        </div>
      </section>
    </>
  )
}
