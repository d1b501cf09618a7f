import { Table, TableCell, TableHeader } from '@/components/ui/table'
import { formatDate } from '@/lib/format-date'
import { registrantEmail, registrantName } from '@/features/admin/lib/registration-display'
import type { Registration } from '@/features/admin/lib/registration-stats'

export const RECENT_LIMIT = 10

/** The newest registrations (the query is ordered newest first). */
export function RecentRegistrations({ registrations }: { registrations: Registration[] }) {
  const recent = registrations.slice(0, RECENT_LIMIT)
  return (
    <>
      <Table aria-label="Recent Registrations">
        <TableHeader columns={['Name', 'Email', 'Date']} />
        <tbody>
          {recent.map((r) => (
            <tr key={r.id} className="hover:bg-muted/40">
              <TableCell className="font-medium">{registrantName(r)}</TableCell>
              <TableCell className="break-all">{registrantEmail(r)}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
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
