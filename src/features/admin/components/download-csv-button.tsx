import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { fetchAllRegistrations } from '@/features/admin/api/get-registrations'
import { downloadFile } from '@/features/admin/lib/download-file'
import { dashboardMessages } from '@/features/admin/lib/messages'
import { csvFileName, registrationsCsv } from '@/features/admin/lib/registrations-csv'
import { reportError } from '@/lib/report-error'

/** Downloads every registration the admin can read, read when asked (not with the page). */
export function DownloadCsvButton() {
  const [busy, setBusy] = useState(false)
  const handleDownload = async () => {
    setBusy(true)
    try {
      const registrations = await fetchAllRegistrations()
      downloadFile(
        csvFileName(new Date()),
        registrationsCsv(registrations),
        'text/csv;charset=utf-8',
      )
      toast.success(dashboardMessages.downloaded)
    } catch (error) {
      reportError(dashboardMessages.downloadFailed, {
        description: error instanceof Error ? error.message : undefined,
        cause: error,
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void handleDownload()} disabled={busy}>
      <Download aria-hidden="true" />
      Download CSV
    </Button>
  )
}
