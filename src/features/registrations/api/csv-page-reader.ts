import type { SupabaseClient } from '@supabase/supabase-js'
import type { CsvCursor, Registration } from '@/features/registrations/lib/types'
import type { Database } from '@/lib/database.types'
import { applyKeyset, type Position } from '@/lib/paging/keyset'

/**
 * The CSV engine's page reader (registrationsCsvBlob): `size` registrations strictly older than
 * the cursor, newest first, by keyset on the (created_at desc, id desc) index. The signal aborts
 * the request in flight, and an aborted read rejects with the signal's AbortError.
 */
export const csvPageReader =
  (client: SupabaseClient<Database>, signal?: AbortSignal) =>
  async (cursor: CsvCursor | undefined, size: number): Promise<Registration[]> => {
    let query = client.from('Webinar Registration').select('id, name, Email, created_at')
    if (signal) query = query.abortSignal(signal)
    const position: Position = cursor
      ? { dir: 'older', cursor: { at: cursor.created_at, id: cursor.id } }
      : null
    // applyKeyset reads one row more than it is given (to tell if a page follows).
    const { data, error } = await applyKeyset(query, position, size - 1)
    signal?.throwIfAborted()
    if (error) throw error
    return data
  }
