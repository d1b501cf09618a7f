import { countSummary, ListSkeleton, PagedView, SearchField } from '@/components/ui/paged-list'
import { StackedCell, StackedRow, StackedTable } from '@/components/ui/table'
import {
  contactMessageList,
  type ContactMessage,
} from '@/features/contact/api/get-contact-messages'
import { inboxMessages } from '@/features/contact/lib/messages'
import { formatDateTime } from '@/lib/format-date'
import { usePagedList } from '@/lib/paging/use-paged-list'

/** Messages from the contact form, newest first, 20 a page, searchable by name or email. */
export function ContactInbox() {
  const list = usePagedList(contactMessageList)
  const summary = countSummary(list.count.data, 'messages', {
    searching: Boolean(list.q),
    estimated: true,
  })
  return (
    <div className="grid gap-4">
      <SearchField
        id="inbox-search"
        label="Search messages"
        listName="Messages"
        placeholder="Name or email"
        value={list.q}
        onSearch={list.setQuery}
      />
      <PagedView<ContactMessage>
        list={list}
        label="Inbox"
        noun="messages"
        loading={<ListSkeleton rows={3} label="Loading messages" />}
        errorMessage={inboxMessages.loadMessagesFailed}
        empty={inboxMessages.noMessages}
        summary={summary}
      >
        {(messages) => (
          // Stacked rows on phones, a table from md: no sideways scrolling on a phone.
          <StackedTable
            aria-label="Inbox"
            columns={['Date', 'Name', 'Email', 'Subject', 'Message']}
          >
            {messages.map((m) => (
              <StackedRow key={m.id} className="hover:bg-muted/40">
                <StackedCell label="Date" className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </StackedCell>
                <StackedCell label="Name" className="font-medium">
                  {m.name}
                </StackedCell>
                <StackedCell label="Email" className="break-all md:break-normal">
                  <a
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                    className="text-primary hover:underline"
                  >
                    {m.email}
                  </a>
                </StackedCell>
                <StackedCell label="Subject" className="break-words">
                  {m.subject}
                </StackedCell>
                <StackedCell
                  label="Message"
                  className="whitespace-pre-wrap break-words md:max-w-md"
                >
                  {m.message}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
        )}
      </PagedView>
    </div>
  )
}
