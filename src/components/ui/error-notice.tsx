import { AlertTriangle } from 'lucide-react'
import { Button } from '@/components/ui/button'

type ErrorNoticeProps = {
  message: string
  /** A heading above the message, e.g. the dashboard's 'Data Fetch Error'. */
  title?: string
  /** The underlying error, in smaller type. */
  detail?: string
  onRetry?: () => void
}

/** A first-load failure shown in place of the content, with a retry. */
export function ErrorNotice({ message, title, detail, onRetry }: ErrorNoticeProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          {title && <p className="font-semibold">{title}</p>}
          <p className={title ? undefined : 'font-medium'}>{message}</p>
          {detail && <p className="mt-1 break-words text-xs text-destructive/80">{detail}</p>}
        </div>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  )
}
