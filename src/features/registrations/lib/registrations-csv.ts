import { csvWithBom } from '@/lib/csv'
import { registrantEmail, registrantName } from '@/features/registrations/lib/registration-display'
import type { Registration } from '@/features/registrations/lib/types'

export const CSV_COLUMNS = ['Name', 'Email', 'Registration Date'] as const

export function registrationCsvRows(registrations: Registration[]): string[][] {
  return registrations.map((r) => [
    registrantName(r),
    registrantEmail(r),
    new Date(r.created_at).toISOString(),
  ])
}

/** UTF-8 CSV with a byte-order mark, so spreadsheet programs read accents correctly. */
export function registrationsCsv(registrations: Registration[]): string {
  return csvWithBom(CSV_COLUMNS, registrationCsvRows(registrations))
}

/** webinar-registrations-{YYYY-MM-DD}.csv, the local calendar date of the download. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `webinar-registrations-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
