import type { ComponentProps, ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { ScrollRegion } from '@/components/ui/scroll-region'
import { cn } from '@/lib/utils'

/**
 * A table that scrolls sideways inside its container on narrow screens. The container is
 * positioned, so visually hidden (absolute) labels in the table scroll with it instead of
 * widening the page. Given `scrollLabel`, the container is a `ScrollRegion`: a named region in the
 * tab order, so a keyboard can scroll a table that is wider than the screen.
 */
export function Table({
  className,
  scrollLabel,
  ...props
}: ComponentProps<'table'> & { scrollLabel?: string }) {
  const table = (
    <table className={cn('w-full min-w-[36rem] text-left text-sm', className)} {...props} />
  )
  return scrollLabel ? (
    <ScrollRegion data-slot="table-container" label={scrollLabel} className="w-full">
      {table}
    </ScrollRegion>
  ) : (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      {table}
    </div>
  )
}

/**
 * A table whose rows stack below `md`: each row becomes a block of labelled lines (see
 * `StackedCell`), so a phone shows every field without scrolling sideways. The explicit roles keep
 * it a table for screen readers once `display` changes (Chromium and WebKit drop the implicit
 * table roles of a table element whose display is not a table display). The header row stays in
 * the accessibility tree below `md`, visually hidden.
 */
export function StackedTable({
  className,
  columns,
  children,
  ...props
}: ComponentProps<'table'> & { columns: string[] }) {
  return (
    <table
      role="table"
      className={cn('block w-full text-left text-sm md:table', className)}
      {...props}
    >
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row">
          {columns.map((column) => (
            <TableHead key={column} role="columnheader">
              {column}
            </TableHead>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block md:table-row-group">
        {children}
      </tbody>
    </table>
  )
}

/** A row of a `StackedTable`: a bordered block of lines on phones, a table row from `md`. */
export function StackedRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      role="row"
      className={cn(
        'grid gap-1 border-b py-3 first:pt-0 last:border-b-0 md:table-row md:py-0 md:last:border-b',
        className,
      )}
      {...props}
    />
  )
}

/** A cell of a `StackedRow`; below `md` its column's name is shown above the value. */
export function StackedCell({
  label,
  className,
  children,
  ...props
}: ComponentProps<'td'> & { label: string }) {
  return (
    <td
      role="cell"
      className={cn(
        'block min-w-0 md:table-cell md:border-b md:px-3 md:py-2.5 md:align-top',
        className,
      )}
      {...props}
    >
      {/* The header names the column for screen readers; this repeats it for the eye only. */}
      <span
        aria-hidden="true"
        className="block text-xs font-semibold uppercase tracking-wide text-muted-foreground md:hidden"
      >
        {label}
      </span>
      {children}
    </td>
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
