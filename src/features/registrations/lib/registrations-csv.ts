import Papa from 'papaparse'
import { registrantEmail, registrantName } from '@/features/registrations/lib/registration-display'
import type { Registration } from '@/features/registrations/lib/types'

export const CSV_COLUMNS = ['Name', 'Email', 'Registration Date'] as const

// OWASP CSV injection: a cell starting with = + - @ tab or CR is prefixed with a single
// quote. papaparse's built-in pattern stops at the first newline (`.*$` without the s flag),
// so a multi-line "=cmd\n…" would slip through; this one only looks at the first character.
export const FORMULA_START = /^[=+\-@\t\r]/

export function registrationCsvRows(registrations: Registration[]): string[][] {
  return registrations.map((r) => [
    registrantName(r),
    registrantEmail(r),
    new Date(r.created_at).toISOString(),
  ])
}

/** UTF-8 CSV with a byte-order mark, so spreadsheet programs read accents correctly. */
export function registrationsCsv(registrations: Registration[]): string {
  const csv = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: registrationCsvRows(registrations) },
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' },
  )
  return `\uFEFF${csv}`
}

/** webinar-registrations-{YYYY-MM-DD}.csv, the local calendar date of the download. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `webinar-registrations-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
