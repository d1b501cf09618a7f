import { Card } from '@/components/ui/card'
import { websiteSessions } from '@/content/home'
import { ProgressBar } from '@/components/ui/progress-bar'

export function WebsiteSessionsPanel() {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {websiteSessions.stats.map((stat) => (
          <Card radius="xl" elevation="flat" key={stat.label} className="flex flex-col p-3 sm:p-5">
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{stat.label}</dt>
            <dd className="mt-auto pt-2 text-2xl font-extrabold tracking-tight text-foreground sm:text-4xl">
              {stat.value}
            </dd>
          </Card>
        ))}
      </dl>
      <Card radius="xl" elevation="flat" className="p-5">
        <h3 className="font-semibold text-foreground">Traffic sources</h3>
        <ul className="mt-4 grid gap-x-10 gap-y-3 sm:grid-cols-2">
          {websiteSessions.sources.map((source) => (
            <li key={source.label} className="text-sm">
              <div className="flex justify-between gap-4">
                <span className="text-foreground">{source.label}</span>
                <span className="font-semibold text-foreground">{source.share}%</span>
              </div>
              <ProgressBar percent={source.share} tone="solid" className="mt-1.5 h-2" />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
