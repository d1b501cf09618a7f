import { Download } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import {
  exportRegistrationsCsv,
  recordRegistrationsExport,
} from '@/features/registrations/api/get-registrations'
import { downloadFile } from '@/lib/download-file'
import { formatCount } from '@shared/number-format'
import { registrationMessages } from '@/features/registrations/lib/messages'
import { csvFileName } from '@/features/registrations/lib/registrations-csv'
import { reportError } from '@/lib/report-error'

/**
 * Downloads every registration the admin can read, read when asked (not with the page): a page
 * of 1,000 at a time into the file, with the rows done of the total (the stats card's count when
 * the export started: registrations arriving meanwhile are newer than its first page, so not in
 * the file) on a progress bar, and a Cancel that aborts the read in flight and reads no further
 * page. Leaving the dashboard cancels too.
 */
export function DownloadCsvButton({ total: liveTotal }: { total: number | undefined }) {
  const [rows, setRows] = useState<number | null>(null)
  const [total, setTotal] = useState<number | undefined>()
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const handleDownload = async () => {
    const controller = new AbortController()
    running.current = controller
    setTotal(liveTotal)
    setRows(0)
    try {
      let written = 0
      const csv = await exportRegistrationsCsv({
        signal: controller.signal,
        onProgress: (done) => setRows((written = done)),
      })
      await recordRegistrationsExport(written)
      downloadFile(csvFileName(new Date()), csv)
      toast.success(registrationMessages.downloaded)
    } catch (error) {
      if (!controller.signal.aborted)
        reportError(registrationMessages.downloadFailed, {
          description: error instanceof Error ? error.message : undefined,
          cause: error,
        })
    } finally {
      running.current = null
      setRows(null)
    }
  }

  if (rows === null)
    return (
      <Button variant="secondary" size="sm" onClick={() => void handleDownload()}>
        <Download aria-hidden="true" />
        Download CSV
      </Button>
    )
  // Rows written meanwhile can pass the count read before: the bar then stays full.
  const max = Math.max(total ?? 0, rows)
  const done =
    total === undefined
      ? `${formatCount(rows)} rows`
      : `${formatCount(rows)} of ${formatCount(max)} rows`
  return (
    <div className="grid w-full gap-2 sm:w-72">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="csv-export-label" className="font-medium">
          Exporting CSV
        </span>
        <span className="tabular-nums text-muted-foreground">{done}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="csv-export-label"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={rows}
        aria-valuetext={done}
      >
        <ProgressBar percent={max === 0 ? 0 : (rows / max) * 100} tone="solid" />
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-end"
        onClick={() => running.current?.abort()}
      >
        Cancel
      </Button>
    </div>
  )
}
