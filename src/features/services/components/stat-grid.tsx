import { Card } from '@/components/ui/card'
import type { Stat } from '@/content/types'

/** Headline figures; the label is the term and the figure its value, read label first. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="mt-12 grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <Card
          radius="2xl"
          padding="none"
          key={stat.label}
          className="flex flex-col-reverse items-center justify-end px-4 py-8 text-center"
        >
          <dt className="mt-2 text-sm font-medium text-muted-foreground md:text-base">
            {stat.label}
          </dt>
          <dd className="text-4xl font-extrabold tracking-tight text-primary md:text-5xl">
            {stat.value}
          </dd>
        </Card>
      ))}
    </dl>
  )
}
