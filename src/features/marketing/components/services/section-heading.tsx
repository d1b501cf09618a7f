import type { SectionCopy } from '@/content/marketing-services'
import { cn } from '@/lib/utils'

type SectionHeadingProps = { id: string; copy: SectionCopy; align?: 'center' | 'start' }

export function SectionHeading({ id, copy, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {copy.eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">
          {copy.eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="mt-2 text-balance text-3xl font-bold tracking-tight text-foreground md:text-4xl"
      >
        {copy.title}
      </h2>
      {copy.description && (
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{copy.description}</p>
      )}
    </div>
  )
}
