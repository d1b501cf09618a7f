import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

/**
 * A container that scrolls its content, reachable by keyboard: it is in the tab order and named,
 * so a keyboard user can focus it and scroll with the arrow keys (WCAG 2.1.1; axe
 * `scrollable-region-focusable`). It is a `region` by default; `role="group"` suits a scroller
 * inside a region that already names the same content, where a second landmark is only noise.
 * The focus ring is inset, so a parent that clips its overflow does not hide it.
 */
export function ScrollRegion({
  label,
  role = 'region',
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label'> & {
  label: string
  role?: 'region' | 'group'
}) {
  return (
    <div
      tabIndex={0}
      role={role}
      aria-label={label}
      className={cn(
        'relative overflow-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  )
}
