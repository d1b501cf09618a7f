import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

type FigureProps = ComponentProps<'dd'> & {
  label: string
  /**
   * 'stacked': the label, then the number under it (a grid cell). 'row': the label at the start
   * and the number at the end of one full-width line, so an amount of any length has the whole
   * width of its box (wrapping under its label rather than spilling out when even that is short).
   */
  layout?: 'stacked' | 'row'
}

/** One term of an order's figures (a `dl` entry). */
export function Figure({ label, layout = 'stacked', className, ...props }: FigureProps) {
  return (
    <div
      className={cn(layout === 'row' && 'flex flex-wrap items-baseline justify-between gap-x-4')}
    >
      <dt className="text-muted-foreground">{label}</dt>
      <dd
        className={cn('font-semibold tabular-nums', layout === 'row' && 'min-w-0', className)}
        {...props}
      />
    </div>
  )
}
