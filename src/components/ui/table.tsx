import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/** A table that scrolls sideways inside its container on narrow screens. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="w-full overflow-x-auto">
      <table className={cn('w-full min-w-[36rem] text-left text-sm', className)} {...props} />
    </div>
  )
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'whitespace-nowrap border-b px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b px-3 py-2.5 align-top', className)} {...props} />
}
