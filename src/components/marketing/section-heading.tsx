import { cn } from '@/lib/utils'

export type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: string
  description?: string
  align?: 'center' | 'left'
  tone?: 'dark' | 'light'
  className?: string
}

/** The h2 block that opens a section; `id` lets the section point aria-labelledby at it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  tone = 'dark',
  className,
}: SectionHeadingProps) {
  const light = tone === 'light'
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold uppercase tracking-wider',
            light ? 'text-accent' : 'text-primary',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-balance text-3xl font-bold tracking-tight md:text-4xl',
          light && 'text-white',
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={cn('mt-4 text-lg', light ? 'text-slate-300' : 'text-muted-foreground')}>
          {description}
        </p>
      )}
    </div>
  )
}
