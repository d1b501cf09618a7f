import { Card } from '@/components/ui/card'
import { kpiBars } from '@/content/home'
import { ProgressBar } from '@/components/ui/progress-bar'

export function KpiTrackingPanel() {
  return (
    <Card radius="xl" elevation="flat" className="p-5 sm:p-8">
      <h3 className="font-semibold text-foreground">This month’s goals</h3>
      <ul className="mt-6 space-y-6">
        {kpiBars.map((kpi) => (
          <li key={kpi.label}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-foreground">{kpi.label}</span>
              <span className="font-bold text-foreground">{kpi.value}%</span>
            </div>
            <ProgressBar percent={kpi.value} className="mt-2" />
          </li>
        ))}
      </ul>
    </Card>
  )
}
