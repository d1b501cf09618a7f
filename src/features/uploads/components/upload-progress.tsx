import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { formatBytes } from '@shared/video-upload'

type UploadProgressProps = { fileName: string; sent: number; total: number; onCancel: () => void }

/** The uploading state: percentage, bar and bytes sent of total. */
export function UploadProgress({ fileName, sent, total, onCancel }: UploadProgressProps) {
  const percent = total === 0 ? 100 : Math.floor((sent / total) * 100)
  return (
    <div className="grid gap-3" aria-live="polite">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium">Uploading {fileName}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="upload-percent">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressBar percent={percent} tone="solid" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm tabular-nums text-muted-foreground">
          {formatBytes(sent)} of {formatBytes(total)}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
