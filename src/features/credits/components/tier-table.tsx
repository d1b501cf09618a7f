import { Table, TableCell, TableHead } from '@/components/ui/table'
import { cn } from '@/lib/utils'
import { CREDIT_TIERS, formatCount, formatMills, MAX_LEADS } from '@shared/credit-pricing'

/** The spec's tier table with the lead count's tier highlighted. */
export function TierTable({ currentTier }: { currentTier: number }) {
  return (
    <div>
      <Table className="min-w-0">
        <caption className="mb-2 text-left text-sm text-muted-foreground">
          Volume pricing. One purchase is at most {formatCount(MAX_LEADS)} leads.
        </caption>
        <thead>
          <tr>
            <TableHead>Tier</TableHead>
            <TableHead>Leads</TableHead>
            <TableHead className="text-right">Per lead</TableHead>
            <TableHead className="text-right">Discount</TableHead>
          </tr>
        </thead>
        <tbody>
          {CREDIT_TIERS.map((tier) => {
            const current = tier.tier === currentTier
            return (
              <tr
                key={tier.tier}
                aria-current={current ? 'true' : undefined}
                className={cn(current && 'bg-primary/10 font-semibold text-primary')}
              >
                <TableCell>
                  {tier.tier}
                  <span className="ml-1 hidden text-muted-foreground sm:inline">
                    {tier.tierName}
                  </span>
                  {current && <span className="sr-only"> (current tier)</span>}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatCount(tier.min)}–{formatCount(tier.max)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMills(tier.pricePerLeadMills)}
                </TableCell>
                <TableCell className="text-right tabular-nums">{tier.discount}</TableCell>
              </tr>
            )
          })}
        </tbody>
      </Table>
    </div>
  )
}
