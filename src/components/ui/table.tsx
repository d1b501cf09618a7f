import type { ComponentProps, ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/**
 * A table that scrolls sideways inside its container on narrow screens. The container is
 * positioned, so visually hidden (absolute) labels in the table scroll with it instead of
 * widening the page.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
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

type Column = string | { label: ReactNode; className?: string }

/** The header row: a column is its label, or a label with the classes of its cells (`text-right`). */
export function TableHeader({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <TableHead key={column}>{column}</TableHead>
          ) : (
            <TableHead key={index} className={column.className}>
              {column.label}
            </TableHead>
          ),
        )}
      </tr>
    </thead>
  )
}

/** Stands in for a table that has no rows yet. */
export function TableEmpty({ children }: { children: ReactNode }) {
  return (
    <Card asChild elevation="flat" className="text-sm text-muted-foreground">
      <p>{children}</p>
    </Card>
  )
}
