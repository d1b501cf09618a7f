import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** One term of an order's figures (a `dl` row): the label, then the number under it. */
export function Figure({ label, className, ...props }: ComponentProps<'dd'> & { label: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', className)} {...props} />
    </div>
  )
}
