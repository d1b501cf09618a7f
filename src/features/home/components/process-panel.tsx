import { Card } from '@/components/ui/card'
import { dashboardProcess } from '@/content/home'

export function ProcessPanel() {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {dashboardProcess.map((step, index) => (
        <Card asChild key={step.title} radius="xl" elevation="flat" className="p-5">
          <li>
            <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-foreground">{step.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        </Card>
      ))}
    </ol>
  )
}
