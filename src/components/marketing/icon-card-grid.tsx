import { Card } from '@/components/ui/card'
import { CheckList } from '@/components/ui/check-list'
import type { IconCard } from '@/content/types'
import { cn } from '@/lib/utils'

// Three cards sit in one row from tablets up; four go 2 + 2 then one row; more wrap in threes.
function columnsFor(count: number) {
  if (count === 3) return 'md:grid-cols-3'
  if (count === 4) return 'sm:grid-cols-2 lg:grid-cols-4'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

/** The looks of icon cards: compact (identity pages), service (/marketing pages), panel (home tabs). */
const looks = {
  compact: {
    grid: () => 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6',
    card: { radius: 'xl', padding: 'md', elevation: 'sm', className: 'sm:block' },
    icon: 'flex rounded-lg',
    title: 'text-lg font-semibold sm:mt-4',
    description: 'mt-1 text-muted-foreground sm:mt-1.5',
  },
  service: {
    grid: (count: number) => cn('grid gap-4 sm:gap-6', columnsFor(count)),
    card: {
      radius: '2xl',
      padding: 'md',
      elevation: 'sm',
      className: 'transition-shadow hover:shadow-md sm:flex-col sm:gap-5',
    },
    icon: 'inline-flex rounded-xl',
    title: 'text-lg font-semibold text-foreground',
    description: 'mt-1.5 text-sm leading-relaxed text-muted-foreground',
  },
  panel: {
    grid: () => 'grid gap-4 sm:grid-cols-2',
    card: { radius: 'xl', padding: 'none', elevation: 'flat', className: 'p-5' },
    icon: 'flex size-10 rounded-lg',
    title: 'font-semibold text-foreground',
    description: 'mt-1 text-sm leading-relaxed text-muted-foreground',
  },
} as const

type IconCardGridProps = { items: IconCard[]; look?: keyof typeof looks; className?: string }

/** Cards with an icon, an h3, a sentence and optional points; on phones the icon sits beside the text. */
export function IconCardGrid({ items, look = 'compact', className }: IconCardGridProps) {
  const style = looks[look]
  return (
    <ul className={cn(style.grid(items.length), className)}>
      {items.map(({ icon: Icon, title, description, points }) => (
        <Card
          asChild
          key={title}
          radius={style.card.radius}
          padding={style.card.padding}
          elevation={style.card.elevation}
          className={cn('flex gap-4', style.card.className)}
        >
          <li>
            <span
              className={cn(
                'size-11 shrink-0 items-center justify-center bg-primary/10 text-primary',
                style.icon,
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className={style.title}>{title}</h3>
              <p className={style.description}>{description}</p>
              {points && (
                <CheckList
                  items={points}
                  icon="check"
                  size="sm"
                  gap="sm"
                  className="mt-4 space-y-2 border-t pt-4"
                />
              )}
            </div>
          </li>
        </Card>
      ))}
    </ul>
  )
}
