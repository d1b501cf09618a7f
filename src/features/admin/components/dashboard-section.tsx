import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

type DashboardSectionProps = {
  /** The in-page anchor the sidebar links to. */
  id: string
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}

/** A titled card on the dashboard; `scroll-mt` keeps the title clear of the phone header. */
export function DashboardSection({
  id,
  title,
  description,
  actions,
  children,
}: DashboardSectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 md:scroll-mt-6">
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-foreground">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </Card>
    </section>
  )
}
