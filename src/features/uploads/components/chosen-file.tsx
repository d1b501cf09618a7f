import { CircleAlert, CircleCheck, FileVideo } from 'lucide-react'
import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'
import { formatBytes } from '@shared/video-upload'

type ChosenFileProps = {
  file: File
  /** The size check's answer; none while it is pending. */
  verdict?: { allowed: boolean; message: string }
  children?: ReactNode
}

/** The chosen file, the project limit's answer for it, and what can be done next. */
export function ChosenFile({ file, verdict, children }: ChosenFileProps) {
  return (
    <div className="grid gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <FileVideo aria-hidden="true" className="size-8 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{file.name}</p>
          <p className="text-sm tabular-nums text-muted-foreground">{formatBytes(file.size)}</p>
        </div>
      </div>
      {verdict === undefined ? (
        <Spinner label="Checking the project's upload limit..." className="text-sm" />
      ) : (
        <div
          role={verdict.allowed ? 'status' : 'alert'}
          className={cn(
            'flex gap-2 rounded-md p-3 text-sm',
            verdict.allowed ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900',
          )}
        >
          {verdict.allowed ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <p>{verdict.message}</p>
        </div>
      )}
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  )
}
