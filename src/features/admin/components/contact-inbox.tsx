import { StackedCell, StackedRow, StackedTable } from '@/components/ui/table'
import type { ContactMessage } from '@/features/admin/api/get-contact-messages'
import { formatDateTime } from '@/lib/format-date'
import { dashboardMessages } from '@/features/admin/lib/messages'

/** Messages from the contact form, newest first. */
export function ContactInbox({ messages }: { messages: ContactMessage[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-muted-foreground">{dashboardMessages.noMessages}</p>
  return (
    // Stacked rows on phones, a table from md (issue 31 item 12).
    <StackedTable aria-label="Inbox" columns={['Date', 'Name', 'Email', 'Subject', 'Message']}>
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
          <StackedCell label="Message" className="whitespace-pre-wrap break-words md:max-w-md">
            {m.message}
          </StackedCell>
        </StackedRow>
      ))}
    </StackedTable>
  )
}
