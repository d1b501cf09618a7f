import { Search, Store } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { rankGrid, rankTrackingSample as sample } from '@/content/gmb-sample'
import { formatCount } from '@shared/number-format'

const gridPoints = rankGrid.flat().length

export function BusinessDetailsPanel({ className }: { className?: string }) {
  const stats = [
    { label: 'Average rank', value: sample.averageRank.toFixed(2) },
    { label: 'Avg. rank in top 3', value: sample.averageRankTop3.toFixed(2) },
    { label: 'Avg. rank in top 10', value: sample.averageRankTop10.toFixed(2) },
    { label: 'Found in top 3', value: `${sample.foundTop3}/${gridPoints}` },
    { label: 'Found in top 10', value: `${sample.foundTop10}/${gridPoints}` },
    { label: 'Credits left', value: formatCount(sample.credits) },
  ]
  const dates = [
    { label: 'Tracking since', value: sample.startDate },
    { label: 'Last scan', value: sample.lastDate },
  ]

  return (
    <Card asChild radius="2xl" className={className}>
      <section aria-labelledby="business-details-heading">
        <h2 id="business-details-heading" className="sr-only">
          Business details
        </h2>
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Store aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-lg font-bold leading-tight">{sample.name}</p>
            <p className="mt-1 inline-flex items-center gap-1.5 rounded-md bg-muted px-2 py-0.5 text-sm">
              <Search aria-hidden="true" className="size-3.5 text-muted-foreground" />
              <span className="sr-only">Keyword: </span>
              {sample.keyword}
            </p>
          </div>
        </div>

        <div className="mt-6 flex items-center justify-between rounded-xl bg-ink p-4 text-white">
          <div>
            <p className="text-sm text-slate-300">Current rank</p>
            <p className="text-xs text-slate-300">Last updated {sample.lastUpdated}</p>
          </div>
          <p className="text-4xl font-extrabold">#{sample.currentRank}</p>
        </div>

        <dl className="mt-4 grid grid-cols-2 gap-3">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl border p-3">
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-xl font-bold tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <dl className="mt-4 space-y-1.5 border-t pt-4 text-sm">
          {dates.map((date) => (
            <div key={date.label} className="flex justify-between">
              <dt className="text-muted-foreground">{date.label}</dt>
              <dd className="font-medium">{date.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  )
}
