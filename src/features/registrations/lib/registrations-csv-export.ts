import Papa from 'papaparse'
import { CSV_UNPARSE } from '@/lib/csv'
import { CSV_COLUMNS, registrationCsvRows } from '@/features/registrations/lib/registrations-csv'
import type { CsvCursor, Registration } from '@/features/registrations/lib/types'

export type CsvExportOptions = {
  /** One page, newest first, strictly after the cursor (keyset); fewer than pageSize at the end. */
  fetchPage: (cursor: CsvCursor | undefined, pageSize: number) => Promise<Registration[]>
  pageSize?: number
  signal?: AbortSignal
  onProgress?: (rows: number) => void
}

/**
 * Every registration as today's CSV (registrationsCsv: columns, placeholders, OWASP
 * neutralising, BOM, CRLF), read page by page and handed to `write` a page at a time, each
 * write awaited before the next page is read: the JavaScript heap holds one page, whatever the
 * sink does with it. Resolves to the number of rows written; rejects with the signal's
 * AbortError when cancelled.
 */
export async function writeRegistrationsCsv(
  options: CsvExportOptions & { write: (text: string) => Promise<void> | void },
): Promise<number> {
  const pageSize = options.pageSize ?? 1000
  await options.write(`\uFEFF${Papa.unparse([[...CSV_COLUMNS]], CSV_UNPARSE)}`)
  let cursor: CsvCursor | undefined
  let rows = 0
  for (;;) {
    options.signal?.throwIfAborted()
    const page = await options.fetchPage(cursor, pageSize)
    options.signal?.throwIfAborted()
    if (page.length > 0) {
      await options.write(`\r\n${Papa.unparse(registrationCsvRows(page), CSV_UNPARSE)}`)
      rows += page.length
      options.onProgress?.(rows)
    }
    const last = page.at(-1)
    if (page.length < pageSize || !last) break
    cursor = { created_at: last.created_at, id: last.id }
  }
  // papaparse ends a header-only file with a newline, as registrationsCsv([]) does.
  if (rows === 0) await options.write('\r\n')
  return rows
}

/** writeRegistrationsCsv into a Blob, one Blob part per page (the browser may keep them outside the heap). */
export async function registrationsCsvBlob(options: CsvExportOptions): Promise<Blob> {
  const parts: BlobPart[] = []
  await writeRegistrationsCsv({ ...options, write: (text) => void parts.push(new Blob([text])) })
  return new Blob(parts, { type: 'text/csv;charset=utf-8' })
}
