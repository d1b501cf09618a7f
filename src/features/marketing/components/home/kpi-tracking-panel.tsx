import { kpiBars } from '@/content/home'

export function KpiTrackingPanel() {
  return (
    <div className="rounded-xl border bg-white p-5 sm:p-8">
      <h3 className="font-semibold text-foreground">This month’s goals</h3>
      <ul className="mt-6 space-y-6">
        {kpiBars.map((kpi) => (
          <li key={kpi.label}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-foreground">{kpi.label}</span>
              <span className="font-bold text-foreground">{kpi.value}%</span>
            </div>
            <div
              aria-hidden="true"
              className="mt-2 h-2.5 overflow-hidden rounded-full bg-primary/10"
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-primary to-accent"
                style={{ width: `${kpi.value}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
