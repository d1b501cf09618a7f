import { MailWarning, MailX } from 'lucide-react'
import type { EmailBacklog } from '@/features/admin/api/get-email-backlog'
import { formatDateTime } from '@/lib/format-date'

/**
 * Shown above the inbox while email the site sent (workshop links, these notifications) is
 * not delivered yet (the outbox keeps retrying, nothing is lost, but nobody has it yet), and
 * when the provider refused an email for good in the last 7 days (it is not retried).
 */
export function UndeliveredMailNotice({ backlog }: { backlog: EmailBacklog }) {
  return (
    <>
      {backlog.undelivered > 0 && <PendingMail backlog={backlog} />}
      {backlog.refused > 0 && <RefusedMail backlog={backlog} />}
    </>
  )
}

function RefusedMail({ backlog }: { backlog: EmailBacklog }) {
  const count = backlog.refused
  return (
    <div
      role="status"
      className="mb-4 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <MailX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {count} {count === 1 ? 'email was' : 'emails were'} refused by the email provider
        </p>
        <p className="mt-1">
          The provider will not take {count === 1 ? 'it' : 'them'} (in the last 7 days), so{' '}
          {count === 1 ? 'it is' : 'they are'} not retried: check the address in the registration or
          message.
        </p>
        {backlog.lastRefusal && (
          <p className="mt-1 break-words text-xs text-red-800">Reason: {backlog.lastRefusal}</p>
        )}
      </div>
    </div>
  )
}

function PendingMail({ backlog }: { backlog: EmailBacklog }) {
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
