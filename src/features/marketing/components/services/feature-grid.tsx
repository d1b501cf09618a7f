import { Check } from 'lucide-react'
import type { IconCard } from '@/content/types'
import { cn } from '@/lib/utils'

// Three cards sit in one row from tablets up; four go 2 + 2 then one row; more wrap in threes.
function columnsFor(count: number) {
  if (count === 3) return 'md:grid-cols-3'
  if (count === 4) return 'sm:grid-cols-2 lg:grid-cols-4'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

/** Icon cards; on phones the icon sits beside the text to keep long lists short. */
export function FeatureGrid({ items }: { items: IconCard[] }) {
  return (
    <ul className={cn('mt-10 grid gap-4 sm:mt-12 sm:gap-6', columnsFor(items.length))}>
      {items.map(({ icon: Icon, title, description, points }) => (
        <li
          key={title}
          className="flex gap-4 rounded-2xl border bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:gap-5 sm:p-6"
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-foreground">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{description}</p>
            {points && (
              <ul className="mt-4 space-y-2 border-t pt-4">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm text-foreground">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
