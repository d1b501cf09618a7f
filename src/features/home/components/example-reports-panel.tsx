import { FileBarChart } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { exampleReports } from '@/content/home'

export function ExampleReportsPanel() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {exampleReports.map((report) => (
        <Card asChild key={report.title} radius="xl" elevation="flat" className="flex flex-col p-5">
          <li>
            <FileBarChart aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-4 font-semibold text-foreground">{report.title}</h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-muted-foreground">
              {report.description}
            </p>
            <p className="mt-5 border-t pt-4">
              <span className="text-2xl font-bold text-foreground">{report.metric}</span>{' '}
              <span className="text-sm text-muted-foreground">{report.metricLabel}</span>
            </p>
          </li>
        </Card>
      ))}
    </ul>
  )
}
