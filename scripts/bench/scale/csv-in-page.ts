// Bundled by npm run bench:scale into the signed-in admin page: the CSV export as the Download
// CSV button runs it (writeRegistrationsCsv with the app's csvPageReader, pages of 1,000 in
// keyset order, written to the streamed file, then handed to the browser as a download) over
// the first `limit` registrations, timed in the page. Exposed as window.benchCsvExport.
import { createClient } from '@supabase/supabase-js'
import { csvPageReader } from '@/features/registrations/api/csv-page-reader'
import { downloadFile } from '@/lib/download-file'
import { writeRegistrationsCsv } from '@/features/registrations/lib/registrations-csv-export'
import type { Database } from '@/lib/database.types'
import { openStreamedFile } from '@/lib/streamed-file'

async function benchCsvExport(options: {
  url: string
  key: string
  email: string
  password: string
  limit: number
}): Promise<{ ms: number; rows: number; bytes: number; onDisk: boolean }> {
  const client = createClient<Database>(options.url, options.key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const signedIn = await client.auth.signInWithPassword(options)
  if (signedIn.error) throw signedIn.error
  const readPage = csvPageReader(client)
  let read = 0
  const started = performance.now()
  const file = await openStreamedFile('registrations.csv', 'text/csv;charset=utf-8')
  await writeRegistrationsCsv({
    fetchPage: async (cursor, size) => {
      const take = Math.min(size, options.limit - read)
      if (take <= 0) return []
      const rows = await readPage(cursor, take)
      read += rows.length
      return rows
    },
    write: file.write,
  })
  const blob = await file.finish()
  downloadFile('bench-registrations.csv', blob)
  return {
    ms: performance.now() - started,
    rows: read,
    bytes: blob.size,
    onDisk: file.onDisk,
  }
}

Reflect.set(window, 'benchCsvExport', benchCsvExport)
