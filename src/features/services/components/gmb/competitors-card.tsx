import { Star } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { competitors } from '@/content/gmb-sample'

export function CompetitorsCard({ className }: { className?: string }) {
  return (
    <Card asChild radius="2xl" className={className}>
      <section aria-labelledby="competitors-heading">
        <h2 id="competitors-heading" className="text-lg font-bold">
          Top competitors
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          The profiles ranking above you most often on this grid.
        </p>
        <ol className="mt-4 space-y-3">
          {competitors.map((competitor) => (
            <li key={competitor.name} className="flex items-center gap-4 rounded-xl bg-muted p-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-primary shadow-sm">
                <span className="sr-only">Position </span>
                {competitor.position}
              </span>
              <span className="min-w-0 flex-1 font-medium">{competitor.name}</span>
              <span className="flex items-center gap-1 text-sm font-semibold">
                <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                <span className="sr-only">Rating </span>
                {competitor.rating.toFixed(1)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  )
}
