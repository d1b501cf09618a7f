import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

type SplitLayoutProps = { media: ReactNode; mediaFirst?: boolean; children: ReactNode }

/** Copy beside a visual from 1024 px; stacked, copy first, on smaller screens. */
export function SplitLayout({ media, mediaFirst = false, children }: SplitLayoutProps) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
      <div>{children}</div>
      <div className={cn(mediaFirst && 'lg:order-first')}>{media}</div>
    </div>
  )
}
