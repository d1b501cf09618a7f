import { StackedCell, StackedRow, StackedTable } from '@/components/ui/table'
import { formatDate } from '@/lib/format-date'
import { registrantEmail, registrantName } from '@/features/admin/lib/registration-display'
import type { Registration } from '@/features/admin/lib/registration-stats'

export const RECENT_LIMIT = 10

/** The newest registrations (the query is ordered newest first). */
export function RecentRegistrations({ registrations }: { registrations: Registration[] }) {
  const recent = registrations.slice(0, RECENT_LIMIT)
  return (
    <>
      {/* Stacked rows on phones, a table from md (issue 31 item 12). */}
      <StackedTable aria-label="Recent Registrations" columns={['Name', 'Email', 'Date']}>
        {recent.map((r) => (
          <StackedRow key={r.id} className="hover:bg-muted/40">
            <StackedCell label="Name" className="font-medium">
              {registrantName(r)}
            </StackedCell>
            <StackedCell label="Email" className="break-all">
              {registrantEmail(r)}
            </StackedCell>
            <StackedCell label="Date" className="whitespace-nowrap text-muted-foreground">
              <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
            </StackedCell>
          </StackedRow>
        ))}
      </StackedTable>
      {registrations.length > RECENT_LIMIT && (
        <p className="mt-3 text-xs text-muted-foreground">
          Showing the newest {RECENT_LIMIT} of {registrations.length.toLocaleString('en-US')}; the
          CSV has all of them.
        </p>
      )}
    </>
  )
}

export function TableSkeleton({ rows }: { rows: number }) {
  return (
    <div className="grid gap-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded bg-muted/60" />
      ))}
    </div>
  )
}
