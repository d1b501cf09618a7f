import { dashboardFeatures } from '@/content/home'
import { Card } from '@/components/ui/card'

export function DashboardFeaturesPanel() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {dashboardFeatures.map(({ icon: Icon, title, description }) => (
        <Card asChild key={title} radius="xl" elevation="flat" className="flex gap-4 p-5">
          <li>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </div>
          </li>
        </Card>
      ))}
    </ul>
  )
}
