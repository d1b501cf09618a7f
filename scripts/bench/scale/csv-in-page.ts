// Bundled by npm run bench:scale into the signed-in admin page: the streamed CSV engine
// (registrationsCsvBlob with the app's csvPageReader, pages of 1,000 in keyset order) over the
// first `limit` registrations, as the Download CSV button runs it, timed in the page. Exposed
// as window.benchCsvExport.
import { createClient } from '@supabase/supabase-js'
import { csvPageReader } from '@/features/registrations/api/csv-page-reader'
import { registrationsCsvBlob } from '@/features/registrations/lib/registrations-csv-export'
import type { Database } from '@/lib/database.types'

async function benchCsvExport(options: {
  url: string
  key: string
  email: string
  password: string
  limit: number
}): Promise<{ ms: number; rows: number; bytes: number }> {
  const client = createClient<Database>(options.url, options.key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const signedIn = await client.auth.signInWithPassword(options)
  if (signedIn.error) throw signedIn.error
  const readPage = csvPageReader(client)
  let read = 0
  const started = performance.now()
  const blob = await registrationsCsvBlob({
    fetchPage: async (cursor, size) => {
      const take = Math.min(size, options.limit - read)
      if (take <= 0) return []
      const rows = await readPage(cursor, take)
      read += rows.length
      return rows
    },
  })
  return { ms: performance.now() - started, rows: read, bytes: blob.size }
}

Reflect.set(window, 'benchCsvExport', benchCsvExport)
