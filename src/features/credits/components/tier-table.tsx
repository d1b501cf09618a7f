import { Table, TableCell, TableHeader } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { CREDIT_TIERS, formatCount, formatMills, MAX_LEADS } from '@shared/credit-pricing'

// Narrow cells so all four columns fit a 390 px phone without scrolling.
const cellX = 'px-1.5 sm:px-3'
// On phones the highlighted row marks the tier; its number column makes room for the rest.
const tierColumn = 'hidden sm:table-cell'

/** The spec's tier table with the lead count's tier highlighted. */
export function TierTable({ currentTier }: { currentTier: number }) {
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
            { label: 'Tier', className: cn(cellX, tierColumn) },
            { label: 'Leads', className: cellX },
            { label: 'Per lead', className: cn(cellX, 'text-right') },
            { label: 'Discount', className: cn(cellX, 'text-right') },
          ]}
        />
        <tbody>
          {CREDIT_TIERS.map((tier) => {
            const current = tier.tier === currentTier
            return (
              <tr
                key={tier.tier}
                aria-current={current ? 'true' : undefined}
                className={cn(current && 'bg-primary/10 font-semibold text-primary')}
              >
                <TableCell className={cn(cellX, tierColumn)}>
                  {tier.tier}
                  <span className="ml-1 text-muted-foreground">{tier.tierName}</span>
                </TableCell>
                <TableCell className={cn(cellX, 'whitespace-nowrap tabular-nums')}>
                  {formatCount(tier.min)}–{formatCount(tier.max)}
                  {current && <span className="sr-only"> (current tier {tier.tier})</span>}
                </TableCell>
                <TableCell className={cn(cellX, 'text-right tabular-nums')}>
                  {formatMills(tier.pricePerLeadMills)}
                </TableCell>
                <TableCell className={cn(cellX, 'text-right tabular-nums')}>
                  {tier.discount}
                </TableCell>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </div>
  )
}
