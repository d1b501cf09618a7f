import { island } from '@/islands/island'
import { Star } from 'lucide-react'
import {
  Collapsible,
  CollapsibleChevron,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible'
import { Card } from '@/components/ui/card'
import { Table } from '@/components/ui/table'
import { businessRankings, rankTrackingSample } from '@/content/gmb-sample'
import { formatCount } from '@shared/number-format'
import { cn } from '@/lib/utils'

const COLUMNS = [
  { label: 'Position' },
  { label: 'Business' },
  { label: 'Rating' },
  { label: 'Reviews', className: 'text-right' },
  { label: 'Coordinates' },
]

export function BusinessRankingTable({ className }: { className?: string }) {
  return (
    <Card asChild radius="2xl" padding="none" className={className}>
      <Collapsible defaultOpen>
        <h2 className="text-lg font-bold">
          <CollapsibleTrigger className="group flex w-full items-center justify-between gap-4 rounded-2xl p-6 text-left">
            Business Ranking
            <CollapsibleChevron />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="px-2 pb-4 md:px-6 md:pb-6">
          <Table scrollLabel="Business ranking table">
            <caption className="sr-only">
              Businesses ranking for “{rankTrackingSample.keyword}”, best first
            </caption>
            <thead className="border-b text-xs uppercase tracking-wider text-muted-foreground">
              <tr>
                {COLUMNS.map(({ label, className }) => (
                  <th key={label} scope="col" className={cn('px-3 py-3 font-semibold', className)}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {businessRankings.map((row) => {
                const own = row.name === rankTrackingSample.name
                return (
                  <tr key={row.position} className={cn(own && 'bg-primary/[0.06] font-semibold')}>
                    <td className="px-3 py-3 tabular-nums">{row.position}</td>
                    <th scope="row" className="px-3 py-3 font-medium">
                      {row.name}
                      {own && (
                        <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
                          You
                        </span>
                      )}
                    </th>
                    <td className="px-3 py-3">
                      <span className="inline-flex items-center gap-1">
                        <Star
                          aria-hidden="true"
                          className="size-3.5 fill-amber-400 text-amber-400"
                        />
                        {row.rating.toFixed(1)}
                      </span>
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">
                      {formatCount(row.reviews)}
                    </td>
                    <td className="px-3 py-3 font-mono text-xs text-muted-foreground">
                      {row.coordinates}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </Table>
        </CollapsibleContent>
      </Collapsible>
    </Card>
  )
}

export const BusinessRankingTableIsland = island('business-ranking-table', BusinessRankingTable)
