import { StackedCell, StackedRow, StackedTable } from '@/components/ui/table'
import { countSummary, ListSkeleton, PagedView, SearchField } from '@/components/ui/paged-list'
import { registrationList } from '@/features/registrations/api/get-registrations'
import { registrationMessages } from '@/features/registrations/lib/messages'
import { registrantEmail, registrantName } from '@/features/registrations/lib/registration-display'
import type { Registration } from '@/features/registrations/lib/types'
import { formatDate } from '@/lib/format-date'
import { usePagedList } from '@/lib/paging/use-paged-list'

/**
 * Recent Registrations: the newest 10, then older pages by keyset, searchable by name or email
 * (`?reg_q=`, `?reg_after=` in the address). The total is the stats card's; a search
 * (search_registrations) has none: its pages say whether there are older matches.
 */
export function RecentRegistrations({ total }: { total: number | undefined }) {
  const list = usePagedList(registrationList)
  const summary = list.q ? undefined : countSummary(total, 'registrations', { searching: false })
  return (
    <div className="grid gap-4">
      <SearchField
        id="registrations-search"
        label="Search registrations"
        listName="Registrations"
        placeholder="Name or email"
        value={list.q}
        onSearch={list.setQuery}
      />
      <PagedView<Registration>
        list={list}
        label="Registrations"
        noun="registrations"
        loading={<ListSkeleton rows={5} label="Loading registrations" />}
        errorMessage={registrationMessages.dataErrorMessage}
        empty={registrationMessages.noRegistrations}
        summary={summary}
      >
        {(rows) => (
          // Stacked rows on phones, a table from md: no sideways scrolling on a phone.
          <StackedTable aria-label="Recent Registrations" columns={['Name', 'Email', 'Date']}>
            {rows.map((r) => (
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
        )}
      </PagedView>
    </div>
  )
}
