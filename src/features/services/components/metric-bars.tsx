import { Card } from '@/components/ui/card'
import type { MetricBar } from '@/content/marketing-seo'
import { ProgressBar } from '@/components/ui/progress-bar'

type MetricBarsProps = { title: string; note: string; bars: MetricBar[] }

/** Growth figures with bars scaled to the largest; the bars only echo the visible numbers. */
export function MetricBars({ title, note, bars }: MetricBarsProps) {
  const largest = Math.max(...bars.map((bar) => bar.value))
  return (
    <Card radius="2xl" className="md:p-8">
      <h3 className="text-lg font-semibold text-foreground">{title}</h3>
      <ul className="mt-6 space-y-6">
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-medium text-foreground">{bar.label}</span>
              <span className="text-2xl font-extrabold tracking-tight text-primary">
                +{bar.value}%
              </span>
            </div>
            <ProgressBar percent={(bar.value / largest) * 100} className="mt-2 h-3" />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted-foreground">{note}</p>
    </Card>
  )
}
