import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** Where a list can go from its page (usePagedList's pager, or the blog's page numbers). */
type PagerState = {
  hasNewer: boolean
  hasOlder: boolean
  hrefs: { newest: string; newer: string | undefined; older: string | undefined }
}

function PagerLink({
  to,
  children,
  label,
}: {
  to: string | undefined
  children: ReactNode
  label: string
}) {
  const className = cn(buttonVariants({ variant: 'secondary', size: 'sm' }))
  if (!to)
    return (
      <span aria-disabled="true" className={cn(className, 'pointer-events-none opacity-50')}>
        {children}
      </span>
    )
  return (
    <Link to={to} preventScrollReset aria-label={label} className={className}>
      {children}
    </Link>
  )
}

/**
 * Newest / Newer / Older links (real addresses: middle-click and shared links work). A page's
 * own list gets a navigation landmark; a list repeated in cards (one per campaign) a named group,
 * since two cards may bear the same name and landmarks must be told apart.
 */
export function Pager({
  label,
  summary,
  pager,
  paged,
  inCard = false,
}: {
  label: string
  summary?: ReactNode
  pager: PagerState
  /** Not on the newest page: offer the way back to it. */
  paged: boolean
  inCard?: boolean
}) {
  const { hasNewer, hasOlder, hrefs } = pager
  const Container = inCard ? 'div' : 'nav'
  return (
    <Container
      role={inCard ? 'group' : undefined}
      aria-label={label}
      className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
    >
      <p className="text-muted-foreground">{summary}</p>
      {(hasNewer || hasOlder || paged) && (
        <div className="flex flex-wrap gap-2">
          {paged && (
            <PagerLink to={hrefs.newest} label="Newest page">
              <ChevronsLeft aria-hidden="true" />
              Newest
            </PagerLink>
          )}
          <PagerLink to={hasNewer ? hrefs.newer : undefined} label="Newer page">
            <ChevronLeft aria-hidden="true" />
            Newer
          </PagerLink>
          <PagerLink to={hasOlder ? hrefs.older : undefined} label="Older page">
            Older
            <ChevronRight aria-hidden="true" />
          </PagerLink>
        </div>
      )}
    </Container>
  )
}
