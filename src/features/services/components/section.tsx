import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

type SectionProps = {
  labelledBy: string
  id?: string
  tone?: 'white' | 'muted'
  className?: string
  children: ReactNode
}

/** A page band; anchored ones clear both the fixed header and the sticky services tab bar. */
export function Section({ labelledBy, id, tone = 'white', className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        'scroll-mt-32 py-16 md:py-24',
        tone === 'muted' ? 'bg-muted' : 'bg-white',
        className,
      )}
    >
      <div className="container">{children}</div>
    </section>
  )
}
