import type { CsvCursor } from '@/features/admin/lib/registrations-csv-export'
import type { Registration } from '@/features/admin/lib/registration-stats'
import { supabase } from '@/lib/supabase'

/**
 * One page of registrations, newest first, strictly after `cursor` by keyset: the `lte` is the
 * index condition of webinar_registration_created_at_id_idx, the `or` drops the rows sharing
 * the cursor's timestamp that were already read. Rows added meanwhile are newer than the
 * first page, so a walk never skips or repeats one.
 */
export async function getRegistrationPage(
  cursor: CsvCursor | undefined,
  pageSize: number,
): Promise<Registration[]> {
  let query = supabase
    .from('Webinar Registration')
    .select('id, name, Email, created_at')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(pageSize)
  if (cursor) {
    query = query
      .lte('created_at', cursor.created_at)
      .or(`created_at.lt."${cursor.created_at}",id.lt.${cursor.id}`)
  }
  const { data, error } = await query
  if (error) throw error
  return data
}
