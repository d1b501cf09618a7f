import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { performanceRangeIds, performanceRanges, type PerformanceRangeId } from '@/content/home'
import { cn } from '@/lib/utils'

export function PerformancePanel() {
  const [rangeId, setRangeId] = useState<PerformanceRangeId>('7d')
  const range = performanceRanges[rangeId]
  const stats = [
    { label: 'Visitors', value: range.visitors },
    { label: 'Leads', value: range.leads },
    { label: 'Conversion rate', value: range.conversion },
  ]

  return (
    <Card radius="xl" elevation="flat" className="p-5 sm:p-8">
      <div
        role="group"
        aria-label="Date range"
        className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap"
      >
        {performanceRangeIds.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === rangeId}
            onClick={() => setRangeId(id)}
            className={cn(
              'rounded-full border px-2 py-1.5 text-xs font-medium transition-colors sm:px-4 sm:text-sm',
              id === rangeId
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-white text-foreground hover:bg-muted',
            )}
          >
            {performanceRanges[id].label}
          </button>
        ))}
      </div>
      <dl aria-live="polite" className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-lg bg-muted p-3 sm:p-4">
            <dt className="text-xs text-muted-foreground sm:text-sm">{stat.label}</dt>
            <dd className="order-first text-xl font-extrabold tracking-tight text-foreground sm:text-3xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}
