import { Table, TableCell, TableHeader } from '@/components/ui/table'
import type { ContactMessage } from '@/features/admin/api/get-contact-messages'
import { formatDateTime } from '@/lib/format-date'
import { dashboardMessages } from '@/features/admin/lib/messages'

/** Messages from the contact form, newest first. */
export function ContactInbox({ messages }: { messages: ContactMessage[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-muted-foreground">{dashboardMessages.noMessages}</p>
  return (
    <Table aria-label="Inbox" className="min-w-[48rem]">
      <TableHeader columns={['Date', 'Name', 'Email', 'Subject', 'Message']} />
      <tbody>
        {messages.map((m) => (
          <tr key={m.id} className="hover:bg-muted/40">
            <TableCell className="whitespace-nowrap text-muted-foreground">
              <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
            </TableCell>
            <TableCell className="font-medium">{m.name}</TableCell>
            <TableCell>
              <a
                href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                className="text-primary hover:underline"
              >
                {m.email}
              </a>
            </TableCell>
            <TableCell>{m.subject}</TableCell>
            <TableCell className="max-w-md whitespace-pre-wrap break-words">{m.message}</TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
