import type { IconCard } from '@/content/types'
import { cn } from '@/lib/utils'

type IconCardGridProps = { items: IconCard[]; className?: string }

/** Cards with an icon, an h3 and a sentence; two columns on tablets, three on desktops. */
export function IconCardGrid({ items, className }: IconCardGridProps) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6', className)}>
      {items.map(({ icon: Icon, title, description }) => (
        <li
          key={title}
          className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm sm:block sm:p-6"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-lg font-semibold sm:mt-4">{title}</h3>
            <p className="mt-1 text-muted-foreground sm:mt-1.5">{description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
