import { Table, TableCell, TableHeader } from '@/components/ui/table'
import { usePurchase } from '@/features/credits/lib/purchase-state'
import { island } from '@/islands/island'
import { cn } from '@/lib/utils'
import { CREDIT_TIERS, formatMills, MAX_LEADS } from '@shared/credit-pricing'
import { formatCount } from '@shared/number-format'

// Three columns, the tier's name over its lead range in the first: the table fits its card at
// every width (a 326 px phone card and the 395 px desktop column alike) without scrolling.
const cellX = 'px-2 sm:px-3'
const numberColumn = cn(cellX, 'whitespace-normal text-right tabular-nums')

/** The tier table with the purchase form's tier highlighted (an island of its own). */
export function TierTable() {
  const currentTier = usePurchase().quote.tier.tier
  return (
    <div>
      <h2 id="tier-table-heading" className="font-semibold">
        Volume pricing
      </h2>
      <p className="mb-3 mt-1 text-sm text-muted-foreground">
        One purchase is at most {formatCount(MAX_LEADS)} leads.
      </p>
      <Table aria-labelledby="tier-table-heading" className="min-w-0 text-[13px] sm:text-sm">
        <TableHeader
          columns={[
            { label: 'Tier and leads', className: cellX },
            { label: 'Per lead', className: numberColumn },
            { label: 'Discount', className: numberColumn },
          ]}
        />
        <tbody>
          {CREDIT_TIERS.map((tier) => {
            const current = tier.tier === currentTier
            return (
              <tr
                key={tier.tier}
                aria-current={current ? 'true' : undefined}
                className={cn(current && 'bg-primary/10 text-primary')}
              >
                <TableCell className={cellX}>
                  <span className="block font-semibold">
                    {tier.tier} · {tier.tierName}
                    {current && <span className="sr-only"> (current tier)</span>}
                  </span>
                  <span
                    className={cn(
                      'block whitespace-nowrap tabular-nums',
                      !current && 'text-muted-foreground',
                    )}
                  >
                    {formatCount(tier.min)}–{formatCount(tier.max)}
                  </span>
                </TableCell>
                <TableCell className={numberColumn}>
                  {formatMills(tier.pricePerLeadMills)}
                </TableCell>
                <TableCell className={numberColumn}>{tier.discount}</TableCell>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </div>
  )
}

export const TierTableIsland = island('tier-table', TierTable)
