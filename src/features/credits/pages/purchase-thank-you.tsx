import { Seo } from '@/components/seo'
import { PurchaseConfirmationIsland } from '@/features/credits/components/purchase-confirmation'
import { creditMessages } from '@/features/credits/lib/messages'

export function Component() {
  return (
    <>
      <Seo title="Purchase Complete" description={creditMessages.orderPageDescription} noIndex />
      <PurchaseConfirmationIsland />
    </>
  )
}
