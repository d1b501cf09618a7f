import { Download } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/features/admin/lib/download-file'
import { dashboardMessages } from '@/features/admin/lib/messages'
import type { Registration } from '@/features/admin/lib/registration-stats'
import { csvFileName, registrationsCsv } from '@/features/admin/lib/registrations-csv'

/** Downloads every registration the admin can read (not only the rows on screen). */
export function DownloadCsvButton({ registrations }: { registrations: Registration[] }) {
  const handleDownload = () => {
    try {
      downloadFile(
        csvFileName(new Date()),
        registrationsCsv(registrations),
        'text/csv;charset=utf-8',
      )
      toast.success(dashboardMessages.downloaded)
    } catch (error) {
      toast.error(dashboardMessages.downloadFailed, {
        description: error instanceof Error ? error.message : undefined,
      })
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={handleDownload}>
      <Download aria-hidden="true" />
      Download CSV
    </Button>
  )
}
