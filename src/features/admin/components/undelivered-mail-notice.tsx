import { MailWarning } from 'lucide-react'
import type { EmailBacklog } from '@/features/admin/api/get-email-backlog'
import { formatDateTime } from '@/lib/format-date'

/**
 * Shown above the inbox while email the site sent (workshop links, these notifications) is
 * not delivered yet: the outbox keeps retrying, nothing is lost, but nobody has it yet.
 */
export function UndeliveredMailNotice({ backlog }: { backlog: EmailBacklog }) {
  if (backlog.undelivered === 0) return null
  const count = backlog.undelivered
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {count} {count === 1 ? 'email is' : 'emails are'} not delivered yet
        </p>
        <p className="mt-1">
          Workshop links and message notifications wait in the outbox and are retried automatically;
          nothing is lost.
          {backlog.oldest && (
            <>
              {' '}
              The oldest is from{' '}
              <time dateTime={backlog.oldest}>{formatDateTime(backlog.oldest)}</time>.
            </>
          )}
        </p>
        {backlog.lastError && (
          <p className="mt-1 break-words text-xs text-amber-800">Last error: {backlog.lastError}</p>
        )}
      </div>
    </div>
  )
}
