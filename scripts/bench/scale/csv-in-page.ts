// Bundled by npm run bench:scale into the signed-in admin page: the streamed CSV engine
// (registrationsCsvBlob, pages of 1,000 in keyset order) over the first `limit` registrations,
// as the Download CSV button runs it, timed in the page. Exposed as window.benchCsvExport.
import { createClient } from '@supabase/supabase-js'
import { registrationsCsvBlob } from '@/features/admin/lib/registrations-csv-export'
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
  let read = 0
  const started = performance.now()
  const blob = await registrationsCsvBlob({
    fetchPage: async (cursor, size) => {
      const take = Math.min(size, options.limit - read)
      if (take <= 0) return []
      let query = client.from('Webinar Registration').select('id, name, Email, created_at')
      if (cursor)
        query = query
          .lte('created_at', cursor.created_at)
          .or(`created_at.lt."${cursor.created_at}",id.lt.${cursor.id}`)
      const { data, error } = await query
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(take)
      if (error) throw error
      read += data.length
      return data
    },
  })
  return { ms: performance.now() - started, rows: read, bytes: blob.size }
}

Reflect.set(window, 'benchCsvExport', benchCsvExport)
