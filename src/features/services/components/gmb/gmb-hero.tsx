import { MapPinned } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { ScheduleDemoButtonIsland } from '@/features/services/components/gmb/schedule-demo-button'

export function GmbHero() {
  return (
    <section className="border-b bg-gradient-to-b from-primary/[0.07] to-white">
      <div className="container flex flex-col gap-8 py-12 md:py-16 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <Badge className="gap-1.5">
            <MapPinned aria-hidden="true" className="size-3.5" />
            Sample report
          </Badge>
          <h1 className="mt-4 text-balance text-4xl font-extrabold tracking-tight md:text-5xl">
            GMB Rank Tracking
          </h1>
          <p className="mt-4 text-lg text-muted-foreground md:text-xl">
            See where your Google Business Profile ranks on the map, block by block, and how you
            compare with every competitor for the keywords that bring customers in.
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            Everything below is a demo report with sample data for a fictional store.
          </p>
        </div>
        <ScheduleDemoButtonIsland className="w-full sm:w-auto" />
      </div>
    </section>
  )
}
